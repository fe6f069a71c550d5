/*
 * inspect_checkpoint.c - `tfcompat inspect` output for a checkpoint index:
 * the header, the bundle reader's version decision, every entry and the
 * table statistics, as JSON members or as text.
 */
#include <string.h>

#include "cli_checkpoint.h"
#include "tfcompat/deprecated.h" /* a released entry point replaced by the core */

/*
 * The bundle reader's decision needs no TensorFlow version for its outcome;
 * only the message names one, and inspect prints reasons, not messages.
 */
#define INSPECT_TF_VERSION "(any)"

/* Lower-case stable name of a reason ("consumer_too_old"), as the corpus JSON has it. */
static void reason_lower(int32_t reason, char *out, size_t cap)
{
    const char *n = tfc_verdict_reason_name(reason);
    size_t i = 0;
    for (; n[i] && i + 1 < cap; i++) out[i] = (char)(n[i] >= 'A' && n[i] <= 'Z' ? n[i] - 'A' + 'a' : n[i]);
    out[i] = '\0';
}

static void write_entry(jw *w, const tfc_checkpoint *c, size_t i)
{
    size_t len = 0;
    const char *name = tfc_checkpoint_entry_name(c, i, &len);
    jw_object_begin(w);
    jw_key(w, "name");
    jw_string_n(w, name, len);
    jw_key(w, "dtype");
    jw_int(w, tfc_checkpoint_entry_dtype(c, i));
    jw_key(w, "dtype_name");
    jw_string_or_null(w, tfc_checkpoint_entry_dtype_name(c, i));
    jw_key(w, "shape");
    int32_t rank = tfc_checkpoint_entry_rank(c, i);
    if (rank < 0) {
        jw_null(w);
    } else {
        jw_array_begin(w);
        for (int32_t d = 0; d < rank; d++) jw_int(w, tfc_checkpoint_entry_dim(c, i, (size_t)d));
        jw_array_end(w);
    }
    jw_key(w, "shard_id");
    jw_int(w, tfc_checkpoint_entry_shard_id(c, i));
    jw_key(w, "offset");
    jw_int(w, tfc_checkpoint_entry_offset(c, i));
    jw_key(w, "size");
    jw_int(w, tfc_checkpoint_entry_size(c, i));
    jw_key(w, "crc32c");
    jw_uint(w, tfc_checkpoint_entry_crc32c(c, i));
    jw_key(w, "slice_count");
    jw_uint(w, tfc_checkpoint_entry_slice_count(c, i));
    jw_object_end(w);
}

void cli_checkpoint_json(jw *w, const tfc_checkpoint *c)
{
    int32_t endianness = tfc_checkpoint_endianness(c);
    jw_key(w, "num_shards");
    jw_int(w, tfc_checkpoint_num_shards(c));
    jw_key(w, "endianness");
    jw_int(w, endianness);
    jw_key(w, "endianness_name");
    jw_string_or_null(w, tfc_checkpoint_endianness_name(endianness));
    jw_key(w, "has_version");
    jw_bool(w, tfc_checkpoint_has_version(c));
    jw_key(w, "versions");
    jw_object_begin(w);
    jw_key(w, "producer");
    jw_int(w, tfc_checkpoint_producer(c));
    jw_key(w, "min_consumer");
    jw_int(w, tfc_checkpoint_min_consumer(c));
    jw_key(w, "bad_consumers");
    jw_array_begin(w);
    for (size_t i = 0; i < tfc_checkpoint_bad_consumer_count(c); i++)
        jw_int(w, tfc_checkpoint_bad_consumer_at(c, i));
    jw_array_end(w);
    jw_object_end(w);

    jw_key(w, "tf_bundle_reader");
    jw_object_begin(w);
    jw_key(w, "consumer");
    jw_int(w, tfc_checkpoint_bundle_version());
    jw_key(w, "min_producer");
    jw_int(w, tfc_checkpoint_bundle_min_producer());
    tfc_verdict *v = NULL;
    int rc = tfc_checkpoint_check_versions(&v, c, INSPECT_TF_VERSION, NULL);
    jw_key(w, "accepted");
    if (rc == TFC_OK) jw_bool(w, tfc_verdict_accepted(v));
    else jw_null(w);
    jw_key(w, "reason");
    int64_t first = rc == TFC_OK ? tfc_verdict_first_error(v) : -1;
    if (first >= 0) {
        char low[64];
        reason_lower(tfc_verdict_finding_reason(v, (size_t)first), low, sizeof low);
        jw_string(w, low);
    } else {
        jw_null(w);
    }
    tfc_verdict_free(v);
    jw_object_end(w);

    size_t n = tfc_checkpoint_entry_count(c);
    jw_key(w, "entry_count");
    jw_uint(w, n);
    jw_key(w, "entries");
    jw_array_begin(w);
    for (size_t i = 0; i < n; i++) write_entry(w, c, i);
    jw_array_end(w);

    jw_key(w, "crc_ok");
    jw_bool(w, tfc_checkpoint_crc_ok(c));
    jw_key(w, "compression_types_seen");
    jw_array_begin(w);
    uint32_t mask = tfc_checkpoint_compression_types(c);
    for (uint32_t t = 0; t < 32; t++)
        if (mask & (1u << t)) jw_uint(w, t);
    jw_array_end(w);
    jw_key(w, "table");
    jw_object_begin(w);
    jw_key(w, "data_blocks");
    jw_uint(w, tfc_checkpoint_data_blocks(c));
    jw_key(w, "index_entries");
    jw_uint(w, tfc_checkpoint_index_entries(c));
    jw_key(w, "metaindex_entries");
    jw_uint(w, tfc_checkpoint_metaindex_entries(c));
    jw_object_end(w);
}

/* A name for text output: printable ASCII as is, other bytes as \xNN. */
static void print_name(FILE *f, const char *s, size_t len)
{
    for (size_t i = 0; i < len; i++) {
        unsigned char ch = (unsigned char)s[i];
        if (ch >= 0x20 && ch < 0x7f && ch != '\\') fputc(ch, f);
        else fprintf(f, "\\x%02x", ch);
    }
}

void cli_checkpoint_text(FILE *f, const tfc_checkpoint *c)
{
    int32_t endianness = tfc_checkpoint_endianness(c);
    const char *ename = tfc_checkpoint_endianness_name(endianness);
    fprintf(f, "kind: checkpoint_index\n");
    fprintf(f, "shards: %d\n", (int)tfc_checkpoint_num_shards(c));
    if (ename) fprintf(f, "endianness: %s\n", ename);
    else fprintf(f, "endianness: %d (unknown)\n", (int)endianness);
    if (tfc_checkpoint_has_version(c)) {
        fprintf(f, "versions: producer %d, min_consumer %d, bad_consumers [", (int)tfc_checkpoint_producer(c),
                (int)tfc_checkpoint_min_consumer(c));
        for (size_t i = 0; i < tfc_checkpoint_bad_consumer_count(c); i++)
            fprintf(f, "%s%d", i ? ", " : "", (int)tfc_checkpoint_bad_consumer_at(c, i));
        fprintf(f, "]\n");
    } else {
        fprintf(f, "versions: absent (reads as producer 0, min_consumer 0)\n");
    }
    tfc_verdict *v = NULL;
    if (tfc_checkpoint_check_versions(&v, c, INSPECT_TF_VERSION, NULL) == TFC_OK) {
        int64_t first = tfc_verdict_first_error(v);
        if (first < 0) {
            fprintf(f, "bundle reader (format %d, min producer %d): accepts\n",
                    (int)tfc_checkpoint_bundle_version(), (int)tfc_checkpoint_bundle_min_producer());
        } else {
            char low[64];
            reason_lower(tfc_verdict_finding_reason(v, (size_t)first), low, sizeof low);
            fprintf(f, "bundle reader (format %d, min producer %d): rejects (%s)\n",
                    (int)tfc_checkpoint_bundle_version(), (int)tfc_checkpoint_bundle_min_producer(), low);
        }
    }
    tfc_verdict_free(v);

    uint32_t mask = tfc_checkpoint_compression_types(c);
    fprintf(f, "table: %zu data blocks, %zu index entries, %zu metaindex entries; compression:%s%s; crc %s\n",
            tfc_checkpoint_data_blocks(c), tfc_checkpoint_index_entries(c), tfc_checkpoint_metaindex_entries(c),
            (mask & 1u) ? " none" : "", (mask & 2u) ? " snappy" : "", tfc_checkpoint_crc_ok(c) ? "ok" : "MISMATCH");
    size_t n = tfc_checkpoint_entry_count(c);
    fprintf(f, "entries: %zu\n", n);
    for (size_t i = 0; i < n; i++) {
        size_t len = 0;
        const char *name = tfc_checkpoint_entry_name(c, i, &len);
        const char *dt = tfc_checkpoint_entry_dtype_name(c, i);
        fprintf(f, "  ");
        print_name(f, name, len);
        if (dt) fprintf(f, "  %s", dt);
        else fprintf(f, "  dtype %d", (int)tfc_checkpoint_entry_dtype(c, i));
        int32_t rank = tfc_checkpoint_entry_rank(c, i);
        if (rank < 0) {
            fprintf(f, " <unknown rank>");
        } else {
            fprintf(f, " [");
            for (int32_t d = 0; d < rank; d++)
                fprintf(f, "%s%lld", d ? ", " : "", (long long)tfc_checkpoint_entry_dim(c, i, (size_t)d));
            fprintf(f, "]");
        }
        fprintf(f, "  shard %d offset %lld size %lld crc32c 0x%08x", (int)tfc_checkpoint_entry_shard_id(c, i),
                (long long)tfc_checkpoint_entry_offset(c, i), (long long)tfc_checkpoint_entry_size(c, i),
                (unsigned)tfc_checkpoint_entry_crc32c(c, i));
        size_t slices = tfc_checkpoint_entry_slice_count(c, i);
        if (slices) fprintf(f, "  %zu slices", slices);
        fputc('\n', f);
    }
}
