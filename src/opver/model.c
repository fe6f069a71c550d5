/*
 * model.c - reading a .tflite model (tfcompat/opver.h, "Models").
 *
 * Parsing reads the root table, every OperatorCode, the metadata entries
 * (and the buffers they name), and each subgraph's header (name and the
 * lengths of its vectors), then verifies every operator, tensor and buffer
 * table once (verify.c): a model that parses is readable by every later
 * call. The cost grows with the number of tables, not with the weights.
 * Field ids follow schema.fbs (model.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "file_internal.h"
#include "opver/model.h"
#include "opver/tables.h"

#define DEFAULT_MAX_VECTOR_LEN (16u * 1024u * 1024u)
#define DEFAULT_MAX_TABLES (1024u * 1024u)

void tfc_tflite_options_init(tfc_tflite_options *opts, size_t size)
{
    tfc_tflite_options d;
    memset(&d, 0, sizeof d);
    d.size = (uint32_t)sizeof d;
    tfc__struct_out(opts, size, &d, sizeof d);
}

/* Reads the members of a caller's options struct that its size holds. */
void tfc__tflite_options_resolve(tfc_tflite_options *o, const tfc_tflite_options *in)
{
    tfc_tflite_options_init(o, sizeof *o);
    if (!in) return;
    TFC__READ(tfc_tflite_options, o, in, flags);
    TFC__READ(tfc_tflite_options, o, in, allocator);
    TFC__READ(tfc_tflite_options, o, in, max_size);
    TFC__READ(tfc_tflite_options, o, in, max_depth);
    TFC__READ(tfc_tflite_options, o, in, max_vector_len);
    TFC__READ(tfc_tflite_options, o, in, max_tables);
    TFC__READ(tfc_tflite_options, o, in, max_work);
    TFC__READ(tfc_tflite_options, o, in, max_findings);
}

const char *tfc__opcode_display(const tfc__opcode *oc, char *buf, size_t cap)
{
    if (oc->builtin_code == TFC__OP_CUSTOM && oc->custom_code) return oc->custom_code;
    const char *name = tfc_tflite_builtin_name(oc->builtin_code);
    if (*name) return name;
    snprintf(buf, cap, "%ld", (long)oc->builtin_code);
    return buf;
}

/*
 * One allocation for the operator codes, subgraphs and metadata entries
 * (zeroed), whose counts the parse has read and bounded: a parse asks the
 * allocator once for the three. An array of no entries stays NULL.
 */
static int alloc_headers(tfc_tflite_model *m, uint32_t ncodes, uint32_t nsubgraphs, uint32_t nmetadata,
                         tfc_error *err)
{
    /* Each array starts on a 16-byte boundary; at most 2^32 entries of at
     * most a few hundred bytes each, so the sums fit in 64 bits. */
    uint64_t a = ((uint64_t)ncodes * sizeof *m->opcodes + 15) & ~(uint64_t)15;
    uint64_t b = ((uint64_t)nsubgraphs * sizeof *m->subgraphs + 15) & ~(uint64_t)15;
    uint64_t total = a + b + (uint64_t)nmetadata * sizeof *m->metadata;
    if (!total) return TFC_OK;
    uint8_t *block = total <= SIZE_MAX ? tfc__calloc(&m->alloc, 1, (size_t)total) : NULL;
    if (!block)
        return tfc__fail(err, TFC_E_NOMEM, -1,
                         "out of memory for %lu operator codes, %lu subgraphs and %lu metadata entries",
                         (unsigned long)ncodes, (unsigned long)nsubgraphs, (unsigned long)nmetadata);
    m->headers = block;
    if (ncodes) m->opcodes = (tfc__opcode *)(void *)block;
    if (nsubgraphs) m->subgraphs = (tfc__subgraph *)(void *)(block + a);
    if (nmetadata) m->metadata = (tfc__metadata *)(void *)(block + a + b);
    return TFC_OK;
}

/* Reads the operator codes of vector v (m->opcodes holds v.len entries). */
static int read_opcodes(tfc_tflite_model *m, const tfc__fb_vec *codes, tfc_error *err)
{
    const tfc__fb_vec v = *codes;
    int rc;
    for (uint32_t i = 0; i < v.len; i++) {
        tfc__fb_table t;
        tfc__opcode *oc = &m->opcodes[i];
        int8_t dep;
        tfc__fb_str custom;
        if ((rc = tfc__fb_vec_table(&v, i, &t, err)) ||
            (rc = tfc__fb_i8(&t, TFC__OPCODE_DEPRECATED_BUILTIN, 0, &dep, err)) ||
            (rc = tfc__fb_i32(&t, TFC__OPCODE_BUILTIN, 0, &oc->raw_code, err)) ||
            (rc = tfc__fb_i32(&t, TFC__OPCODE_VERSION, 1, &oc->version, err)) ||
            (rc = tfc__fb_string(&t, TFC__OPCODE_CUSTOM, &custom, err)))
            return rc;
        oc->deprecated_code = dep;
        /* The runtime's reading: the byte field wins only when it is larger
         * (models written before the int32 field existed). */
        oc->builtin_code = oc->raw_code > oc->deprecated_code ? oc->raw_code : oc->deprecated_code;
        oc->builtin_present = tfc__fb_present(&t, TFC__OPCODE_BUILTIN);
        oc->version_present = tfc__fb_present(&t, TFC__OPCODE_VERSION);
        oc->custom_code = custom.present ? custom.ptr : NULL;
        m->nopcodes++;
    }
    return TFC_OK;
}

/* A sort key: the fields that make two operator codes the same, and the index. */
typedef struct opcode_key {
    int32_t code, version;
    const char *custom;
    size_t index;
} opcode_key;

static int same_key(const opcode_key *a, const opcode_key *b)
{
    if (a->code != b->code || a->version != b->version || !a->custom != !b->custom) return 0;
    return !a->custom || !strcmp(a->custom, b->custom);
}

static int cmp_key(const void *x, const void *y)
{
    const opcode_key *a = x, *b = y;
    if (a->code != b->code) return a->code < b->code ? -1 : 1;
    if (a->version != b->version) return a->version < b->version ? -1 : 1;
    if (!a->custom != !b->custom) return a->custom ? 1 : -1;
    if (a->custom) {
        int c = strcmp(a->custom, b->custom);
        if (c) return c;
    }
    return (a->index > b->index) - (a->index < b->index);
}

/* Up to this many operator codes, pairs are compared (n^2 / 2 of them)
 * rather than sorted. */
#define SMALL_OPCODES 32u

/*
 * Marks repeated operator codes (real models repeat them: 84 entries for 8
 * distinct ops) so that checks report each distinct (op, version) once
 * without comparing every pair: one sort, O(n log n).
 */
static int mark_duplicates(tfc_tflite_model *m, tfc_error *err)
{
    if (m->nopcodes == 0) return TFC_OK;
    if (m->nopcodes <= SMALL_OPCODES) {
        /* A few codes (most models): each against those before it, the
         * same groups as the sort's without its allocation. */
        for (size_t i = 0; i < m->nopcodes; i++) {
            const tfc__opcode *oc = &m->opcodes[i];
            opcode_key ki = {oc->builtin_code, oc->version, oc->custom_code, i};
            size_t first = i;
            for (size_t j = 0; j < i && first == i; j++) {
                const tfc__opcode *o = &m->opcodes[j];
                opcode_key kj = {o->builtin_code, o->version, o->custom_code, j};
                if (same_key(&ki, &kj)) first = m->opcodes[j].first;
            }
            m->opcodes[i].first = first;
        }
        return TFC_OK;
    }
    opcode_key *keys = tfc__calloc(&m->alloc, m->nopcodes, sizeof *keys);
    if (!keys) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    for (size_t i = 0; i < m->nopcodes; i++)
        keys[i] = (opcode_key){m->opcodes[i].builtin_code, m->opcodes[i].version, m->opcodes[i].custom_code, i};
    qsort(keys, m->nopcodes, sizeof *keys, cmp_key);
    size_t group = keys[0].index;
    for (size_t k = 0; k < m->nopcodes; k++) {
        if (k > 0 && !same_key(&keys[k - 1], &keys[k])) group = keys[k].index;
        m->opcodes[keys[k].index].first = group;
    }
    tfc__free(&m->alloc, keys);
    return TFC_OK;
}

/* Reads the subgraph headers of vector v (m->subgraphs holds v.len entries). */
static int read_subgraphs(tfc_tflite_model *m, const tfc__fb_vec *subgraphs, tfc_error *err)
{
    const tfc__fb_vec v = *subgraphs;
    int rc;
    for (uint32_t i = 0; i < v.len; i++) {
        tfc__subgraph *s = &m->subgraphs[i];
        tfc__fb_str name;
        if ((rc = tfc__fb_vec_table(&v, i, &s->table, err)) ||
            (rc = tfc__fb_string(&s->table, TFC__SUBGRAPH_NAME, &name, err)) ||
            (rc = tfc__fb_vector(&s->table, TFC__SUBGRAPH_TENSORS, 4, &s->tensors, err)) ||
            (rc = tfc__fb_vector(&s->table, TFC__SUBGRAPH_OPERATORS, 4, &s->operators, err)) ||
            (rc = tfc__fb_vector(&s->table, TFC__SUBGRAPH_INPUTS, 4, &s->inputs, err)) ||
            (rc = tfc__fb_vector(&s->table, TFC__SUBGRAPH_OUTPUTS, 4, &s->outputs, err)))
            return rc;
        s->name = name.present ? name.ptr : NULL;
        m->operator_count += s->operators.len;
        m->nsubgraphs++;
    }
    return TFC_OK;
}

/* Data vector of buffer `index`; present = 0 with TFC_OK when out of range. */
static int buffer_data(const tfc_tflite_model *m, uint32_t index, tfc__fb_vec *data, int *in_range,
                       tfc_error *err)
{
    memset(data, 0, sizeof *data);
    *in_range = 0;
    if (!m->buffers.present || index >= m->buffers.len) return TFC_OK;
    *in_range = 1;
    tfc__fb_table b;
    int rc = tfc__fb_vec_table(&m->buffers, index, &b, err);
    if (rc) return rc;
    return tfc__fb_vector(&b, TFC__BUFFER_DATA, 1, data, err);
}

/* Reads the metadata entries of vector v (m->metadata holds v.len entries). */
static int read_metadata(tfc_tflite_model *m, const tfc__fb_vec *metadata, tfc_error *err)
{
    const tfc__fb_vec v = *metadata;
    int rc;
    int found = 0;
    for (uint32_t i = 0; i < v.len; i++) {
        tfc__metadata *md = &m->metadata[i];
        tfc__fb_table t;
        tfc__fb_str name;
        tfc__fb_vec data;
        int in_range;
        if ((rc = tfc__fb_vec_table(&v, i, &t, err)) ||
            (rc = tfc__fb_string(&t, TFC__METADATA_NAME, &name, err)) ||
            (rc = tfc__fb_u32(&t, TFC__METADATA_BUFFER, 0, &md->buffer, err)) ||
            (rc = buffer_data(m, md->buffer, &data, &in_range, err)))
            return rc;
        md->name = name.present ? name.ptr : NULL;
        md->data_size = in_range ? (int64_t)data.len : -1;
        m->nmetadata++;
        if (!found && in_range && name.present && !strcmp(name.ptr, "min_runtime_version")) {
            found = 1;
            /* As the runtime reads it: the bytes up to the first NUL. */
            const uint8_t *bytes = tfc__fb_vec_bytes(&data);
            size_t n = 0;
            while (n < data.len && bytes[n]) n++;
            m->min_runtime = tfc__strndup(&m->alloc, bytes ? (const char *)bytes : "", n);
            if (!m->min_runtime) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
        }
    }
    return TFC_OK;
}

/* Parses the bytes already attached to m (owned or borrowed). */
static int parse_into(tfc_tflite_model *m, const uint8_t *data, size_t len,
                      const tfc_tflite_options *o, tfc_error *err)
{
    tfc__fb_limits lim = {o->max_size, o->max_depth,
                          o->max_vector_len ? o->max_vector_len : DEFAULT_MAX_VECTOR_LEN};
    int rc = tfc__fb_init(&m->fb, data, len, &lim, err);
    if (rc) return rc;
    memcpy(m->ident, data + 4, 4);
    m->ident[4] = 0;
    if (!(o->flags & TFC_TFLITE_ANY_IDENTIFIER) && !tfc__fb_has_identifier(&m->fb, "TFL3"))
        return tfc__fail(err, TFC_E_BAD_IDENTIFIER, 4,
                         "not a TFLite model: file identifier is not \"TFL3\"");
    if ((rc = tfc__fb_root(&m->fb, NULL, &m->root, err))) return rc;
    m->max_work = o->max_work ? o->max_work
                              : TFC_DEFAULT_WORK_FLOOR + (uint64_t)TFC_DEFAULT_WORK_PER_BYTE * len;
    m->max_findings = o->max_findings ? o->max_findings : TFC_DEFAULT_MAX_FINDINGS;
    tfc__fb_str desc;
    tfc__fb_vec sigs;
    if ((rc = tfc__fb_u32(&m->root, TFC__MODEL_VERSION, 0, &m->schema_version, err)) ||
        (rc = tfc__fb_string(&m->root, TFC__MODEL_DESCRIPTION, &desc, err)) ||
        (rc = tfc__fb_vector(&m->root, TFC__MODEL_BUFFERS, 4, &m->buffers, err)) ||
        (rc = tfc__fb_vector(&m->root, TFC__MODEL_SIGNATURE_DEFS, 4, &sigs, err)))
        return rc;
    m->description = desc.present ? desc.ptr : NULL;
    m->signature_count = sigs.len;

    /* Bound the tables this parse will read before reading them. */
    uint64_t max_tables = o->max_tables ? o->max_tables : DEFAULT_MAX_TABLES;
    tfc__fb_vec codes, subgraphs, metadata;
    if ((rc = tfc__fb_vector(&m->root, TFC__MODEL_OPERATOR_CODES, 4, &codes, err)) ||
        (rc = tfc__fb_vector(&m->root, TFC__MODEL_SUBGRAPHS, 4, &subgraphs, err)) ||
        (rc = tfc__fb_vector(&m->root, TFC__MODEL_METADATA, 4, &metadata, err)))
        return rc;
    uint64_t tables = 1 + (uint64_t)codes.len + subgraphs.len + 2ull * metadata.len;
    if (tables > max_tables)
        return tfc__fail(err, TFC_E_TOO_MANY, -1,
                         "model has %llu header tables (operator codes, subgraphs, metadata), over the limit of %llu",
                         (unsigned long long)tables, (unsigned long long)max_tables);
    if ((rc = alloc_headers(m, codes.len, subgraphs.len, metadata.len, err)) || (rc = read_opcodes(m, &codes, err)) ||
        (rc = mark_duplicates(m, err)) || (rc = read_subgraphs(m, &subgraphs, err)) ||
        (rc = read_metadata(m, &metadata, err)))
        return rc;
    return tfc__model_verify(m, tables, max_tables, err);
}

void tfc_tflite_model_free(tfc_tflite_model *m)
{
    if (!m) return;
    tfc_allocator a = m->alloc;
    tfc__free(&a, m->headers);
    tfc__free(&a, m->min_runtime);
    tfc__free(&a, m->owned);
    tfc__free(&a, m);
}

static tfc_tflite_model *model_new(const tfc_tflite_options *o)
{
    tfc_tflite_model *m = tfc__calloc(o->allocator, 1, sizeof *m);
    if (m) tfc__allocator_copy(&m->alloc, o->allocator);
    return m;
}

int32_t tfc_tflite_model_parse(tfc_tflite_model **out, const uint8_t *data, size_t len,
                               const tfc_tflite_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc_tflite_options o;
    tfc__tflite_options_resolve(&o, opts);
    tfc_tflite_model *m = model_new(&o);
    if (!m) return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory");
    const uint8_t *bytes = data;
    if (!(o.flags & TFC_TFLITE_BORROW_DATA) && len) {
        size_t cap = o.max_size && o.max_size < TFC__FB_MAX_SIZE ? o.max_size : TFC__FB_MAX_SIZE;
        if (len <= cap) { /* larger inputs fail in tfc__fb_init without a copy */
            m->owned = tfc__alloc(&m->alloc, len);
            if (!m->owned) {
                tfc_tflite_model_free(m);
                return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory copying %zu bytes", len);
            }
            memcpy(m->owned, data, len);
            bytes = m->owned;
        }
    }
    int rc = parse_into(m, bytes, len, &o, err);
    if (rc) {
        tfc_tflite_model_free(m);
        return rc;
    }
    *out = m;
    return TFC_OK;
}

int32_t tfc_tflite_model_open(tfc_tflite_model **out, const char *path,
                              const tfc_tflite_options *opts, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    *out = NULL;
    if (!path) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "path is NULL");
    tfc_tflite_options o;
    tfc__tflite_options_resolve(&o, opts);
    /* The reading layer (file_internal.h): a regular file only, read with
     * pread into memory the model owns. No mapping: a file truncated or
     * replaced while the model is alive cannot take the process down. */
    tfc__file f;
    int rc = tfc__file_open(&f, path, UINT64_MAX, err);
    if (rc) return rc;
    size_t cap = o.max_size && o.max_size < TFC__FB_MAX_SIZE ? o.max_size : TFC__FB_MAX_SIZE;
    size_t len = f.size > SIZE_MAX ? SIZE_MAX : (size_t)f.size;
    if (len == 0 || len < 8 || f.size > cap) {
        tfc__file_close(&f);
        tfc__fb fb;
        tfc__fb_limits lim = {cap, 0, 0};
        uint8_t dummy[8] = {0};
        /* Same messages as for bytes: empty, truncated or too large. */
        return tfc__fb_init(&fb, dummy, len, &lim, err);
    }
    tfc_tflite_model *m = model_new(&o);
    if (m) m->owned = tfc__alloc(&m->alloc, len);
    if (!m || !m->owned) {
        tfc__file_close(&f);
        tfc_tflite_model_free(m);
        return tfc__fail(err, TFC_E_NOMEM, -1, "out of memory reading %zu bytes of %s", len, path);
    }
    rc = tfc__file_pread(&f, m->owned, len, 0, err);
    if (!rc) rc = tfc__file_check_unchanged(&f, err);
    tfc__file_close(&f);
    if (!rc) rc = parse_into(m, m->owned, len, &o, err);
    if (rc) {
        tfc_tflite_model_free(m);
        return rc;
    }
    *out = m;
    return TFC_OK;
}

/* ---- getters ----------------------------------------------------------- */

const char *tfc_tflite_model_file_identifier(const tfc_tflite_model *m) { return m ? m->ident : ""; }
uint32_t tfc_tflite_model_schema_version(const tfc_tflite_model *m) { return m ? m->schema_version : 0; }
const char *tfc_tflite_model_description(const tfc_tflite_model *m) { return m ? m->description : NULL; }
size_t tfc_tflite_model_buffer_count(const tfc_tflite_model *m) { return m ? m->buffers.len : 0; }
size_t tfc_tflite_model_signature_def_count(const tfc_tflite_model *m) { return m ? m->signature_count : 0; }
size_t tfc_tflite_model_operator_code_count(const tfc_tflite_model *m) { return m ? m->nopcodes : 0; }
size_t tfc_tflite_model_subgraph_count(const tfc_tflite_model *m) { return m ? m->nsubgraphs : 0; }
size_t tfc_tflite_model_operator_count(const tfc_tflite_model *m) { return m ? m->operator_count : 0; }
size_t tfc_tflite_model_metadata_count(const tfc_tflite_model *m) { return m ? m->nmetadata : 0; }
const char *tfc_tflite_model_min_runtime_version(const tfc_tflite_model *m) { return m ? m->min_runtime : NULL; }


int32_t tfc_tflite_model_opcode(tfc_tflite_opcode_info *out, const tfc_tflite_model *m, size_t i)
{
    if (!m || !out) return TFC_E_INVALID_ARGUMENT;
    if (i >= m->nopcodes) return TFC_E_RANGE;
    const tfc__opcode *oc = &m->opcodes[i];
    tfc_tflite_opcode_info info = {
        .size = (uint32_t)sizeof info,
        .builtin_code = oc->builtin_code,
        .deprecated_builtin_code = oc->deprecated_code,
        .raw_builtin_code = oc->raw_code,
        .version = oc->version,
        .builtin_code_present = oc->builtin_present,
        .version_present = oc->version_present,
        .custom_code = oc->custom_code,
        .builtin_name = tfc_tflite_builtin_name(oc->builtin_code),
    };
    tfc__struct_fill(out, &info, sizeof info);
    return TFC_OK;
}

int32_t tfc_tflite_model_subgraph(tfc_tflite_subgraph_info *out, const tfc_tflite_model *m, size_t i)
{
    if (!m || !out) return TFC_E_INVALID_ARGUMENT;
    if (i >= m->nsubgraphs) return TFC_E_RANGE;
    const tfc__subgraph *s = &m->subgraphs[i];
    tfc_tflite_subgraph_info info = {
        .size = (uint32_t)sizeof info,
        .name = s->name,
        .tensor_count = s->tensors.len,
        .operator_count = s->operators.len,
        .input_count = s->inputs.len,
        .output_count = s->outputs.len,
    };
    tfc__struct_fill(out, &info, sizeof info);
    return TFC_OK;
}

int tfc__model_operator_table(const tfc_tflite_model *m, size_t sg, size_t op, tfc__fb_table *out,
                              tfc_error *err)
{
    if (!m || !out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    if (sg >= m->nsubgraphs) return tfc__fail(err, TFC_E_RANGE, -1, "no subgraph %zu", sg);
    const tfc__subgraph *s = &m->subgraphs[sg];
    if (op >= s->operators.len)
        return tfc__fail(err, TFC_E_RANGE, -1, "no operator %zu in subgraph %zu", op, sg);
    return tfc__fb_vec_table(&s->operators, (uint32_t)op, out, err);
}

int tfc__model_tensor_table(const tfc_tflite_model *m, size_t sg, size_t t, tfc__fb_table *out,
                            tfc_error *err)
{
    if (!m || !out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "NULL argument");
    if (sg >= m->nsubgraphs) return tfc__fail(err, TFC_E_RANGE, -1, "no subgraph %zu", sg);
    const tfc__subgraph *s = &m->subgraphs[sg];
    if (t >= s->tensors.len)
        return tfc__fail(err, TFC_E_RANGE, -1, "no tensor %zu in subgraph %zu", t, sg);
    return tfc__fb_vec_table(&s->tensors, (uint32_t)t, out, err);
}

int32_t tfc_tflite_model_operator(tfc_tflite_operator_info *out, const tfc_tflite_model *m, size_t sg, size_t op, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    tfc__fb_table t;
    int rc = tfc__model_operator_table(m, sg, op, &t, err);
    if (rc) return rc;
    tfc_tflite_operator_info info = {.size = (uint32_t)sizeof info};
    tfc__fb_vec in, outs, custom;
    uint8_t ty1, ty2;
    if ((rc = tfc__fb_u32(&t, TFC__OPERATOR_OPCODE_INDEX, 0, &info.opcode_index, err)) ||
        (rc = tfc__fb_vector(&t, TFC__OPERATOR_INPUTS, 4, &in, err)) ||
        (rc = tfc__fb_vector(&t, TFC__OPERATOR_OUTPUTS, 4, &outs, err)) ||
        (rc = tfc__fb_u8(&t, TFC__OPERATOR_BUILTIN_OPTIONS_TYPE, 0, &ty1, err)) ||
        (rc = tfc__fb_u8(&t, TFC__OPERATOR_BUILTIN_OPTIONS2_TYPE, 0, &ty2, err)) ||
        (rc = tfc__fb_vector(&t, TFC__OPERATOR_CUSTOM_OPTIONS, 1, &custom, err)))
        return rc;
    info.input_count = in.len;
    info.output_count = outs.len;
    info.builtin_options_type = ty1;
    info.builtin_options2_type = ty2;
    info.has_custom_options = custom.present;
    tfc__struct_fill(out, &info, sizeof info);
    return TFC_OK;
}

int32_t tfc_tflite_model_operator_io(int32_t *out, const tfc_tflite_model *m, size_t sg, size_t op, int32_t which, size_t k, tfc_error *err)
{
    if (!out || (which != 0 && which != 1))
        return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "bad output or which");
    tfc__fb_table t;
    tfc__fb_vec v;
    int rc = tfc__model_operator_table(m, sg, op, &t, err);
    if (rc) return rc;
    rc = tfc__fb_vector(&t, which ? TFC__OPERATOR_OUTPUTS : TFC__OPERATOR_INPUTS, 4, &v, err);
    if (rc) return rc;
    if (k >= v.len)
        return tfc__fail(err, TFC_E_RANGE, -1, "operator %zu has no %s %zu", op, which ? "output" : "input", k);
    return tfc__fb_vec_i32(&v, (uint32_t)k, out, err);
}

int32_t tfc_tflite_model_tensor(tfc_tflite_tensor_info *out, const tfc_tflite_model *m, size_t sg, size_t ti, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    tfc__fb_table t;
    int rc = tfc__model_tensor_table(m, sg, ti, &t, err);
    if (rc) return rc;
    tfc_tflite_tensor_info info = {.size = (uint32_t)sizeof info};
    int8_t type;
    int var;
    tfc__fb_vec shape;
    tfc__fb_str name;
    if ((rc = tfc__fb_i8(&t, TFC__TENSOR_TYPE, 0, &type, err)) ||
        (rc = tfc__fb_u32(&t, TFC__TENSOR_BUFFER, 0, &info.buffer, err)) ||
        (rc = tfc__fb_vector(&t, TFC__TENSOR_SHAPE, 4, &shape, err)) ||
        (rc = tfc__fb_string(&t, TFC__TENSOR_NAME, &name, err)) ||
        (rc = tfc__fb_bool(&t, TFC__TENSOR_IS_VARIABLE, 0, &var, err)))
        return rc;
    info.type = type;
    info.rank = shape.present ? (int64_t)shape.len : -1;
    info.name = name.present ? name.ptr : NULL;
    info.has_quantization = tfc__fb_present(&t, TFC__TENSOR_QUANTIZATION);
    info.has_sparsity = tfc__fb_present(&t, TFC__TENSOR_SPARSITY);
    info.is_variable = var;
    tfc__struct_fill(out, &info, sizeof info);
    return TFC_OK;
}

int32_t tfc_tflite_model_tensor_dim(int32_t *out, const tfc_tflite_model *m, size_t sg, size_t ti, size_t k, tfc_error *err)
{
    if (!out) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out is NULL");
    tfc__fb_table t;
    tfc__fb_vec shape;
    int rc = tfc__model_tensor_table(m, sg, ti, &t, err);
    if (rc || (rc = tfc__fb_vector(&t, TFC__TENSOR_SHAPE, 4, &shape, err))) return rc;
    if (k >= shape.len) return tfc__fail(err, TFC_E_RANGE, -1, "tensor %zu has no dimension %zu", ti, k);
    return tfc__fb_vec_i32(&shape, (uint32_t)k, out, err);
}

int32_t tfc_tflite_model_metadata(const char **name, uint32_t *buffer, int64_t *data_size, const tfc_tflite_model *m, size_t i)
{
    if (!m) return TFC_E_INVALID_ARGUMENT;
    if (i >= m->nmetadata) return TFC_E_RANGE;
    if (name) *name = m->metadata[i].name;
    if (buffer) *buffer = m->metadata[i].buffer;
    if (data_size) *data_size = m->metadata[i].data_size;
    return TFC_OK;
}
