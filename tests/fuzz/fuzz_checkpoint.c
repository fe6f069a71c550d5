/*
 * fuzz_checkpoint.c - libFuzzer harness for the checkpoint index reader.
 * Every input is parsed twice: strictly, and with bad CRCs tolerated so
 * that mutations reach the block, key and protobuf parsers behind the
 * checksum. A successful parse is walked through every getter and the
 * bundle reader's version check, under tight limits so that the fuzzer
 * also exercises them.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <tfcompat.h>

#include "fuzz_answer.h"

static void walk(const tfc_checkpoint *c)
{
    volatile int64_t sink = 0;
    sink += tfc_checkpoint_num_shards(c) + tfc_checkpoint_endianness(c) + tfc_checkpoint_has_version(c);
    sink += tfc_checkpoint_producer(c) + tfc_checkpoint_min_consumer(c);
    const char *en = tfc_checkpoint_endianness_name(tfc_checkpoint_endianness(c));
    if (en) sink += (int64_t)strlen(en);
    for (size_t i = 0; i < tfc_checkpoint_bad_consumer_count(c); i++) sink += tfc_checkpoint_bad_consumer_at(c, i);
    size_t n = tfc_checkpoint_entry_count(c);
    for (size_t i = 0; i < n; i++) {
        size_t len = 0;
        const char *name = tfc_checkpoint_entry_name(c, i, &len);
        if (!name || name[len] != '\0') abort();
        /* Entries are sorted and unique, so each is found at its own index. */
        if (tfc_checkpoint_entry_find(c, name, len) != (int64_t)i) abort();
        const char *dt = tfc_checkpoint_entry_dtype_name(c, i);
        if (dt) sink += (int64_t)strlen(dt);
        int32_t rank = tfc_checkpoint_entry_rank(c, i);
        for (int32_t d = 0; d < rank; d++) sink += tfc_checkpoint_entry_dim(c, i, (size_t)d);
        sink += tfc_checkpoint_entry_shard_id(c, i) + tfc_checkpoint_entry_offset(c, i);
        sink += tfc_checkpoint_entry_size(c, i) + tfc_checkpoint_entry_crc32c(c, i);
        sink += (int64_t)tfc_checkpoint_entry_slice_count(c, i);
    }
    sink += tfc_checkpoint_crc_ok(c) + tfc_checkpoint_compression_types(c);
    sink += (int64_t)(tfc_checkpoint_data_blocks(c) + tfc_checkpoint_index_entries(c) +
                      tfc_checkpoint_metaindex_entries(c));
    tfc_verdict *v = NULL;
    if (tfc_checkpoint_check_versions(&v, c, "2.20.0", NULL) != TFC_OK) abort();
    for (size_t i = 0; i < tfc_verdict_finding_count(v); i++)
        sink += (int64_t)strlen(tfc_verdict_finding_message(v, i));
    tfc_verdict_free(v);
    (void)sink;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    tfc_checkpoint_options o;
    tfc_checkpoint_options_init(&o, sizeof o);
    o.max_block_size = 1 << 20;
    o.max_entries = 4096;
    o.max_key_length = 4096;
    for (int pass = 0; pass < 2; pass++) {
        o.flags = pass ? TFC_CHECKPOINT_TOLERATE_BAD_CRC : 0;
        tfc_checkpoint *c = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int rc = tfc_checkpoint_parse(&c, data, size, &o, &err);
        fuzz_answer(rc, c, &err);
        if (rc == TFC_OK) {
            walk(c);
            tfc_checkpoint_free(c);
        }
    }
    return 0;
}
