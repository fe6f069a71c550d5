/*
 * container_detect.c - which of TensorFlow's formats a file is, by content:
 * TFLite and checkpoint indexes by their magic, the protobuf messages by
 * walking a prefix of the top-level fields against each kind's schema
 * (field numbers and wire types) and looking into the fields that tell
 * them apart. Nothing is decoded; the walk stops after DETECT_FIELDS.
 */
#include <string.h>

#include "container_internal.h"
#include "wire.h"

/* ------------------------------------------------------------------ */
/* Detection                                                            */

/* Wire types of the known fields of each message, indexed by field number;
 * 0xFF = unknown field, 0xFE = varint or length-delimited (packed). */
typedef struct schema { const char *name; uint8_t wt[9]; } schema;
#define U 0xFF
static const schema S_SAVED_MODEL = {"SavedModel", {U, 0, 2, U, U, U, U, U, U}};
static const schema S_META_GRAPH = {"MetaGraphDef", {U, 2, 2, 2, 2, 2, 2, 2, U}};
static const schema S_META_INFO = {"MetaInfoDef", {U, 2, 2, 2, 2, 2, 2, 0, 2}};
static const schema S_GRAPH = {"GraphDef", {U, 2, 2, 0, 2, 2, U, U, U}};
static const schema S_NODE = {"NodeDef", {U, 2, 2, 2, 2, 2, 2, 2, U}};
static const schema S_VERSIONS = {"VersionDef", {U, 0, 0, 0xFE, U, U, U, U, U}};
#undef U

typedef struct shape {
    int ok;              /* walked without a wire error */
    int known, unknown;  /* fields matching the schema / of unknown number */
    int mismatch;        /* known field with the wrong wire type */
    uint32_t seen[9];    /* occurrences per known field number */
    tfc__field first[9]; /* first occurrence per known field number */
} shape;

/* Detection looks at this many leading fields of a message: enough to tell
 * the kinds apart, and it keeps detection cheap on a 2 GB graph. */
#define DETECT_FIELDS 4096

/* Walks (a prefix of) the message at input bytes [at, at + n) against k
 * schemas at once, without side effects: the walk itself does not depend
 * on the schema, so one pass fills every shape. Returns the wire error
 * code, or TFC_OK. */
static int walk_shapes(tfc__src *src, size_t at, size_t n, const schema *const *s, shape *out, int k,
                       tfc_error *err)
{
    tfc_parse_options o;
    tfc_parse_options_init(&o, sizeof o);
    tfc__wire_ctx ctx = {&o, 0, err, NULL, NULL};
    tfc__swire w = {src, at, at + n, 0, &ctx};
    for (int j = 0; j < k; j++) memset(&out[j], 0, sizeof out[j]);
    tfc__field f;
    int rc;
    while ((rc = tfc__swire_next_inline(&w, &f)) > 0) {
        if (ctx.fields > DETECT_FIELDS) {
            rc = 0;
            break;
        }
        for (int j = 0; j < k; j++) {
            shape *sh = &out[j];
            if (f.number > 8 || s[j]->wt[f.number] == 0xFF) {
                sh->unknown++;
                continue;
            }
            uint8_t want = s[j]->wt[f.number];
            if (want == 0xFE ? (f.wire_type != 0 && f.wire_type != 2) : f.wire_type != want) sh->mismatch++;
            else sh->known++;
            if (!sh->seen[f.number]++) sh->first[f.number] = f;
        }
    }
    for (int j = 0; j < k; j++) out[j].ok = rc == 0;
    return rc;
}

static int walk_shape(tfc__src *src, size_t at, size_t n, const schema *s, shape *out, tfc_error *err)
{
    return walk_shapes(src, at, n, &s, out, 1, err);
}

static int fits(tfc__src *src, const tfc__field *f, const schema *s)
{
    shape sh;
    return walk_shape(src, f->at, f->len, s, &sh, NULL) == 0 && sh.mismatch == 0 && sh.unknown == 0;
}

static int is_identifier(const uint8_t *p, size_t n)
{
    if (!p || n == 0) return 0;
    for (size_t i = 0; i < n; i++) {
        uint8_t c = p[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
              c == '>' || c == '.' || c == '-' || c == '/'))
            return 0;
    }
    return 1;
}

static int is_text_field(const uint8_t *p, size_t n)
{
    if (!p) return 0;
    for (size_t i = 0; i < n; i++)
        if (p[i] < 0x20 || p[i] == 0x7F) return 0;
    return 1;
}

/* The payload of a LEN field in memory, or NULL if it cannot be read. */
static const uint8_t *peek(tfc__src *src, const tfc__field *f)
{
    const uint8_t *p;
    return tfc__src_get(src, f->at, f->len, &p, NULL) ? NULL : p;
}

/* A NodeDef: only LEN fields 1..7, and an op that is an identifier. */
static int node_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_NODE, &sh, NULL) || sh.mismatch) return 0;
    if (!sh.seen[2]) return 0;
    if (!is_identifier(peek(src, &sh.first[2]), sh.first[2].len)) return 0;
    return !sh.seen[1] || is_text_field(peek(src, &sh.first[1]), sh.first[1].len);
}

/* A MetaInfoDef: its schema, and text where it has text. */
static int meta_info_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_META_INFO, &sh, NULL) || sh.mismatch) return 0;
    if (sh.seen[1] && !is_text_field(peek(src, &sh.first[1]), sh.first[1].len)) return 0;
    if (sh.seen[5] && !is_text_field(peek(src, &sh.first[5]), sh.first[5].len)) return 0;
    return 1;
}

static int meta_graph_like(tfc__src *src, const tfc__field *f)
{
    shape sh;
    if (walk_shape(src, f->at, f->len, &S_META_GRAPH, &sh, NULL) || sh.mismatch) return 0;
    if (sh.seen[1]) return meta_info_like(src, &sh.first[1]);
    if (sh.seen[2]) return fits(src, &sh.first[2], &S_GRAPH);
    return sh.known > 0;
}

static int looks_like_text(const uint8_t *p, size_t n)
{
    size_t k = n < 512 ? n : 512, printable = 0;
    for (size_t i = 0; i < k; i++) {
        uint8_t c = p[i];
        if (c == '\n' || c == '\r' || c == '\t' || (c >= 0x20 && c < 0x7F) || c >= 0x80) printable++;
        else return 0;
    }
    /* text protobufs start with a field name or a comment */
    size_t i = 0;
    while (i < k && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) i++;
    return i < k && ((p[i] >= 'a' && p[i] <= 'z') || (p[i] >= 'A' && p[i] <= 'Z') || p[i] == '#' || p[i] == '{');
}

static const uint8_t TABLE_MAGIC[8] = {0x57, 0xfb, 0x80, 0x8b, 0x24, 0x75, 0x47, 0xdb};

/* A TF.js model.json: a JSON object ('{' then '"' after white space; no
 * binary kind starts so, and a text protobuf never has a quoted field name)
 * with a "modelTopology" member within its first MiB (tensorflowjs_converter
 * writes it after format, generatedBy, convertedBy and the signature). */
#define MODEL_JSON_WINDOW ((size_t)1 << 20)
static int looks_like_model_json(tfc__src *src, size_t len, int *yes, tfc_error *err)
{
    static const char key[] = "\"modelTopology\"";
    const size_t klen = sizeof key - 1;
    size_t n = len < MODEL_JSON_WINDOW ? len : MODEL_JSON_WINDOW;
    const uint8_t *p;
    *yes = 0;
    int rc = tfc__src_get(src, 0, n, &p, err);
    if (rc) return rc;
    size_t i = 0;
    while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) i++;
    if (i == n || p[i++] != '{') return TFC_OK;
    while (i < n && (p[i] == ' ' || p[i] == '\n' || p[i] == '\r' || p[i] == '\t')) i++;
    if (i == n || p[i] != '"') return TFC_OK;
    for (; i + klen <= n; i++)
        if (p[i] == '"' && !memcmp(p + i, key, klen)) {
            *yes = 1;
            break;
        }
    return TFC_OK;
}

int tfc__detect_kind_src(int32_t *out_kind, tfc__src *src, tfc_error *err)
{
    *out_kind = TFC_KIND_UNKNOWN;
    size_t len = src->total;
    if (len == 0) return tfc__fail(err, TFC_E_EMPTY, 0, "the input is empty (0 bytes)");
    const uint8_t *p;
    int rc;
    if (len >= 8) {
        if ((rc = tfc__src_get(src, 0, 8, &p, err))) return rc;
        if (!memcmp(p + 4, "TFL3", 4)) {
            *out_kind = TFC_KIND_TFLITE;
            return TFC_OK;
        }
    }
    if (len >= 48) {
        if ((rc = tfc__src_get(src, len - 8, 8, &p, err))) return rc;
        if (!memcmp(p, TABLE_MAGIC, 8)) {
            *out_kind = TFC_KIND_CHECKPOINT_INDEX;
            return TFC_OK;
        }
    }
    int json;
    if ((rc = looks_like_model_json(src, len, &json, err))) return rc;
    if (json) {
        *out_kind = TFC_KIND_TFJS_MODEL;
        return TFC_OK;
    }
    if ((rc = tfc__src_get(src, 0, len < 512 ? len : 512, &p, err))) return rc;
    if (looks_like_text(p, len))
        return tfc__fail(err, TFC_E_TEXT_FORMAT, 0,
                         "the input looks like a text protobuf (.pbtxt) or other text; "
                         "TensorFlow's binary formats are expected");

    /* The top-level message against each kind's schema, in one pass. */
    static const schema *const tops[4] = {&S_GRAPH, &S_SAVED_MODEL, &S_VERSIONS, &S_META_GRAPH};
    shape shapes[4];
    tfc_error werr;
    tfc_error_init(&werr, sizeof werr);
    rc = walk_shapes(src, 0, len, tops, shapes, 4, &werr);
    if (rc) {
        tfc__error_copy(err, &werr);
        return rc;
    }
    const shape top = shapes[0], sm = shapes[1], vd = shapes[2], mg = shapes[3];

    /* Only SavedModel and VersionDef have a varint field 1. */
    if (sm.seen[1] && sm.first[1].wire_type == 0) {
        if (!vd.mismatch && !vd.unknown) *out_kind = TFC_KIND_VERSION_DEF;
        else if (!sm.mismatch && sm.seen[2]) *out_kind = TFC_KIND_SAVED_MODEL;
        goto done;
    }
    if (!vd.mismatch && !vd.unknown && vd.known) {
        *out_kind = TFC_KIND_VERSION_DEF;
        goto done;
    }
    /* GraphDef: a varint field 3, a VersionDef in field 4, or nodes. Fields
     * unknown to us are allowed (newer TensorFlow adds some); field 5 is no
     * evidence, since a MetaGraphDef's signature_def is a field 5 too. */
    if (!top.mismatch) {
        int graph = (top.seen[3] > 0) ||
                    (top.seen[4] && top.first[4].len && fits(src, &top.first[4], &S_VERSIONS));
        if (!graph && top.seen[1]) graph = node_like(src, &top.first[1]);
        if (graph) {
            *out_kind = TFC_KIND_GRAPH_DEF;
            goto done;
        }
    }
    {
        if (!mg.mismatch && mg.known) {
            int meta = 0;
            if (mg.seen[1]) meta = meta_info_like(src, &mg.first[1]);
            else if (mg.seen[3] || mg.seen[4] || mg.seen[5] || mg.seen[6] || mg.seen[7]) meta = 1;
            if (meta) {
                *out_kind = TFC_KIND_META_GRAPH_DEF;
                goto done;
            }
        }
    }
    /* Only field 2 left: a SavedModel whose schema version is 0 (omitted), or
     * a GraphDef with just a function library. */
    if (!sm.mismatch && !sm.unknown && sm.seen[2]) {
        if (sm.seen[2] > 1 || meta_graph_like(src, &sm.first[2])) {
            *out_kind = TFC_KIND_SAVED_MODEL;
            goto done;
        }
    }
    if (!top.mismatch && !top.unknown && top.known) {
        *out_kind = TFC_KIND_GRAPH_DEF;
        goto done;
    }
done:
    if (*out_kind == TFC_KIND_UNKNOWN)
        return tfc__fail(err, TFC_E_UNKNOWN_KIND, 0,
                         "not a GraphDef, MetaGraphDef, SavedModel, VersionDef, checkpoint index "
                         "or TFLite model: the field structure matches none of them");
    return TFC_OK;
}

int32_t tfc_container_detect_kind(int32_t *out_kind, const uint8_t *data, size_t len, tfc_error *err)
{
    if (!out_kind) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "out_kind is NULL");
    *out_kind = TFC_KIND_UNKNOWN;
    if (!data && len) return tfc__fail(err, TFC_E_INVALID_ARGUMENT, -1, "data is NULL");
    tfc__src src;
    tfc__src_memory(&src, data, len);
    return tfc__detect_kind_src(out_kind, &src, err);
}
