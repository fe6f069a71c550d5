/*
 * tflite.c - `tfcompat tflite inspect|check|min-runtime`: the TFLite
 * op-version module on the command line (docs/CLI.md). Public API only.
 */
#include <stdlib.h>
#include <string.h>

#include "cli_formats.h"
#include "cli_registry.h"

static const char TFLITE_USAGE[] =
    "usage: tfcompat tflite inspect MODEL [--json] [--operators]\n"
    "       tfcompat tflite check MODEL (--runtime X.Y.Z|NAME@VERSION | --resolver FILE) [--json | --format F]\n"
    "       tfcompat tflite min-runtime MODEL [--json]\n"
    "\n"
    "  inspect      operator codes (stored and computed versions), metadata, subgraphs\n"
    "  check        would this runtime load the model? every blocking operator code is\n"
    "               listed with the runtime's own message; exit 0 accepted, 1 rejected\n"
    "  min-runtime  the first runtime release that has every (op, version) of the model,\n"
    "               and whether the stored min_runtime_version metadata agrees\n"
    "\n"
    "  --runtime X.Y.Z  the standard interpreter of that TFLite/LiteRT release: its builtin ops\n"
    "                   (from the runtime map) and the custom ops its standard resolver registers;\n"
    "                   X.Y.Z, vX.Y.Z or X.Y (= X.Y.0)\n"
    "  --runtime NAME@VERSION\n"
    "                   a runtime profile measured from a real runtime build, e.g.\n"
    "                   litertjs@2.5.3 (LiteRT.js), tfjs-tflite@0.0.1-alpha.10\n"
    "  --resolver FILE  a resolver file: lines 'builtin OP MIN [MAX]', 'custom NAME MIN [MAX]',\n"
    "                   'standard', 'release X.Y.Z|NAME@VERSION', 'max_builtin_code OP';\n"
    "                   '#' starts a comment\n"
    "  --format F       (check) text (default), json (= --json), or a CI format: github\n"
    "                   (workflow command annotations), junit (JUnit XML), sarif (SARIF 2.1.0)\n"
    "Paths are escaped in text (\\\\ and \\xHH); JSON is strict UTF-8, with a non-UTF-8\n"
    "path's exact bytes in \"path_hex\" (docs/CLI.md, \"Strings\").\n";


/* Opens MODEL as a TFLite model: TFC_OK or the library's status. */
static int32_t open_tflite(const char *path, tfc_artifact **out, tfc_error *err)
{
    tfc_tflite_options to;
    tfc_tflite_options_init(&to, sizeof to);
    /* A wrong identifier is a finding of check, not an unreadable file. */
    to.flags = TFC_TFLITE_ANY_IDENTIFIER;
    tfc_artifact_options o;
    tfc_artifact_options_init(&o, sizeof o);
    o.expected_kind = TFC_KIND_TFLITE;
    o.tflite = &to;
    return tfc_artifact_open(out, path, &o, err);
}

/* Opens MODEL as a TFLite model; *m is borrowed from *out. */
static int open_model(const char *path, int json, tfc_artifact **out, const tfc_tflite_model **m)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    int32_t rc = open_tflite(path, out, &err);
    if (rc) return cli_input_error(json, path, rc, &err);
    *m = tfc_artifact_tflite(*out);
    return CLI_OK;
}

static void json_name_or_null(jw *w, const char *s)
{
    if (s && *s) jw_string(w, s);
    else jw_null(w);
}

/* ---- inspect ------------------------------------------------------------ */

static int write_operators(jw *w, const tfc_tflite_model *m, size_t sg, size_t nops, tfc_error *err)
{
    jw_key(w, "operators");
    jw_array_begin(w);
    for (size_t op = 0; op < nops; op++) {
        tfc_tflite_operator_info oi = {.size = sizeof oi};
        int32_t rc = tfc_tflite_model_operator(&oi, m, sg, op, err);
        if (rc) return rc;
        jw_object_begin(w);
        jw_key(w, "opcode_index");
        jw_uint(w, oi.opcode_index);
        for (int which = 0; which < 2; which++) {
            jw_key(w, which ? "output_types" : "input_types");
            jw_array_begin(w);
            size_t n = which ? oi.output_count : oi.input_count;
            for (size_t k = 0; k < n; k++) {
                int32_t t;
                if ((rc = tfc_tflite_model_operator_io(&t, m, sg, op, which, k, err))) return rc;
                tfc_tflite_tensor_info ti = {.size = sizeof ti};
                if (t < 0 || tfc_tflite_model_tensor(&ti, m, sg, (size_t)t, NULL) != TFC_OK) {
                    jw_null(w); /* -1: optional input omitted; out of range: a check finding */
                    continue;
                }
                json_name_or_null(w, tfc_tflite_tensor_type_name(ti.type));
            }
            jw_array_end(w);
        }
        jw_object_end(w);
    }
    jw_array_end(w);
    return TFC_OK;
}

static int inspect_json(const tfc_tflite_model *m, const tfc_op_versions *vers, int operators, tfc_error *err)
{
    jw w;
    jw_init(&w, stdout);
    jw_object_begin(&w);
    jw_key(&w, "kind");
    jw_string(&w, "tflite");
    jw_key(&w, "file_identifier");
    jw_string(&w, tfc_tflite_model_file_identifier(m));
    jw_key(&w, "schema_version");
    jw_uint(&w, tfc_tflite_model_schema_version(m));
    jw_key(&w, "description");
    jw_string_or_null(&w, tfc_tflite_model_description(m));
    jw_key(&w, "operator_codes");
    jw_array_begin(&w);
    for (size_t i = 0; i < tfc_tflite_model_operator_code_count(m); i++) {
        tfc_tflite_opcode_info oc = {.size = sizeof oc};
        tfc_tflite_model_opcode(&oc, m, i);
        int32_t computed = 0;
        tfc_op_versions_get(&computed, NULL, NULL, vers, i);
        jw_object_begin(&w);
        jw_key(&w, "index");
        jw_uint(&w, i);
        jw_key(&w, "builtin_code");
        jw_int(&w, oc.builtin_code);
        jw_key(&w, "builtin_name");
        json_name_or_null(&w, oc.builtin_name);
        jw_key(&w, "deprecated_builtin_code");
        jw_int(&w, oc.deprecated_builtin_code);
        jw_key(&w, "raw_builtin_code");
        jw_int(&w, oc.raw_builtin_code);
        jw_key(&w, "custom_code");
        jw_string_or_null(&w, oc.custom_code);
        jw_key(&w, "version");
        jw_int(&w, oc.version);
        jw_key(&w, "builtin_code_field_present");
        jw_bool(&w, oc.builtin_code_present);
        jw_key(&w, "version_field_present");
        jw_bool(&w, oc.version_present);
        jw_key(&w, "computed_version");
        if (computed > 0) jw_int(&w, computed);
        else jw_null(&w); /* no operator uses this code */
        jw_object_end(&w);
    }
    jw_array_end(&w);
    size_t nmd = tfc_tflite_model_metadata_count(m);
    jw_key(&w, "metadata");
    jw_array_begin(&w);
    for (size_t i = 0; i < nmd; i++) {
        const char *name;
        uint32_t buffer;
        int64_t size;
        tfc_tflite_model_metadata(&name, &buffer, &size, m, i);
        jw_object_begin(&w);
        jw_key(&w, "name");
        jw_string_or_null(&w, name);
        jw_key(&w, "buffer");
        jw_uint(&w, buffer);
        jw_key(&w, "size");
        if (size >= 0) jw_int(&w, size);
        else jw_null(&w);
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_key(&w, "metadata_names");
    jw_array_begin(&w);
    for (size_t i = 0; i < nmd; i++) {
        const char *name;
        tfc_tflite_model_metadata(&name, NULL, NULL, m, i);
        jw_string_or_null(&w, name);
    }
    jw_array_end(&w);
    jw_key(&w, "min_runtime_version");
    jw_string_or_null(&w, tfc_tflite_model_min_runtime_version(m));
    jw_key(&w, "signature_def_count");
    jw_uint(&w, tfc_tflite_model_signature_def_count(m));
    jw_key(&w, "buffer_count");
    jw_uint(&w, tfc_tflite_model_buffer_count(m));
    jw_key(&w, "subgraph_count");
    jw_uint(&w, tfc_tflite_model_subgraph_count(m));
    jw_key(&w, "operator_count");
    jw_uint(&w, tfc_tflite_model_operator_count(m));
    jw_key(&w, "subgraphs");
    jw_array_begin(&w);
    for (size_t s = 0; s < tfc_tflite_model_subgraph_count(m); s++) {
        tfc_tflite_subgraph_info si = {.size = sizeof si};
        tfc_tflite_model_subgraph(&si, m, s);
        jw_object_begin(&w);
        jw_key(&w, "name");
        jw_string_or_null(&w, si.name);
        jw_key(&w, "tensor_count");
        jw_uint(&w, si.tensor_count);
        jw_key(&w, "operator_count");
        jw_uint(&w, si.operator_count);
        if (operators) {
            int32_t rc = write_operators(&w, m, s, si.operator_count, err);
            if (rc) return rc; /* not reached for a model whose versions were computed */
        }
        jw_object_end(&w);
    }
    jw_array_end(&w);
    jw_object_end(&w);
    jw_finish(&w);
    return TFC_OK;
}

static void inspect_text(const tfc_tflite_model *m, const tfc_op_versions *vers, int operators)
{
    const char *desc = tfc_tflite_model_description(m);
    const char *mrv = tfc_tflite_model_min_runtime_version(m);
    /* every string from the model through the text sink: it may be hostile */
    fputs("TFLite model, identifier \"", stdout);
    cli_text_escaped(stdout, tfc_tflite_model_file_identifier(m));
    printf("\", schema version %u\ndescription: ", (unsigned)tfc_tflite_model_schema_version(m));
    cli_text_escaped(stdout, desc ? desc : "(none)");
    printf("\nmin_runtime_version (stored): %s", mrv ? "\"" : "");
    cli_text_escaped(stdout, mrv ? mrv : "(none)");
    printf("%s\n", mrv ? "\"" : "");
    printf("subgraphs: %zu, operators: %zu, buffers: %zu, signature defs: %zu\n",
           tfc_tflite_model_subgraph_count(m), tfc_tflite_model_operator_count(m),
           tfc_tflite_model_buffer_count(m), tfc_tflite_model_signature_def_count(m));
    printf("operator codes (%zu):\n", tfc_tflite_model_operator_code_count(m));
    for (size_t i = 0; i < tfc_tflite_model_operator_code_count(m); i++) {
        tfc_tflite_opcode_info oc = {.size = sizeof oc};
        tfc_tflite_model_opcode(&oc, m, i);
        int32_t computed = 0;
        const char *writer = "";
        tfc_op_versions_get(&computed, NULL, &writer, vers, i);
        const char *name = oc.custom_code ? oc.custom_code : *oc.builtin_name ? oc.builtin_name : "?";
        printf("  %3zu  ", i);
        cli_text_column(stdout, name, 32);
        printf(" code %3d  version %d", (int)oc.builtin_code, (int)oc.version);
        if (computed <= 0) printf("  (unused)\n");
        else if (computed == oc.version) printf("  computed %d\n", (int)computed);
        else printf("  computed %d, stored likely by %s\n", (int)computed, writer);
    }
    for (size_t s = 0; s < tfc_tflite_model_subgraph_count(m); s++) {
        tfc_tflite_subgraph_info si = {.size = sizeof si};
        tfc_tflite_model_subgraph(&si, m, s);
        printf("subgraph %zu \"", s);
        cli_text_escaped(stdout, si.name);
        printf("\": %zu tensors, %zu operators\n", si.tensor_count, si.operator_count);
        for (size_t op = 0; operators && op < si.operator_count; op++) {
            tfc_tflite_operator_info oi = {.size = sizeof oi};
            if (tfc_tflite_model_operator(&oi, m, s, op, NULL)) break;
            tfc_tflite_opcode_info oc = {.size = sizeof oc};
            const char *name = "?";
            if (tfc_tflite_model_opcode(&oc, m, oi.opcode_index) == TFC_OK)
                name = oc.custom_code ? oc.custom_code : oc.builtin_name;
            printf("    %5zu  ", op);
            cli_text_escaped(stdout, name);
            printf(" (opcode %u), %zu inputs, %zu outputs\n", (unsigned)oi.opcode_index, oi.input_count,
                   oi.output_count);
        }
    }
    const tfc_verdict *f = tfc_op_versions_findings(vers);
    for (size_t i = 0; i < tfc_verdict_finding_count(f); i++) {
        fputs("note: ", stdout);
        cli_text_escaped(stdout, tfc_verdict_finding_message(f, i));
        putchar('\n');
    }
}

int cli_tflite_inspect(const char *path, const tfc_tflite_model *m, int json, int operators)
{
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_op_versions *vers = NULL;
    int32_t st = tfc_op_versions_compute(&vers, m, &err);
    if (st) return cli_input_error(json, path, st, &err);
    if (json) st = inspect_json(m, vers, operators, &err);
    else inspect_text(m, vers, operators);
    tfc_op_versions_free(vers);
    return st ? cli_input_error(0, path, st, &err) : CLI_OK;
}

static int cmd_inspect(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0, operators = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--operators")) operators = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(TFLITE_USAGE, stdout); return CLI_OK; }
        else if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("tflite inspect", "unknown option", argv[i]);
        else if (!path) path = argv[i];
        else return cli_usage_error("tflite inspect", "more than one model", argv[i]);
    }
    if (!path) return cli_usage_error("tflite inspect", "missing MODEL", NULL);
    tfc_artifact *a;
    const tfc_tflite_model *m = NULL;
    int rc = open_model(path, json, &a, &m);
    if (rc) return rc;
    rc = cli_tflite_inspect(path, m, json, operators);
    tfc_artifact_free(a);
    return rc;
}

/* ---- check -------------------------------------------------------------- */

static void write_findings_json(jw *w, const tfc_verdict *v)
{
    for (size_t i = 0; v && i < tfc_verdict_finding_count(v); i++) {
        jw_object_begin(w);
        jw_key(w, "code");
        jw_string(w, tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        jw_key(w, "severity");
        jw_string(w, tfc_severity_name(tfc_verdict_finding_severity(v, i)));
        jw_key(w, "op");
        jw_string(w, tfc_verdict_finding_subject(v, i));
        jw_key(w, "version");
        jw_int(w, tfc_verdict_finding_value(v, i));
        jw_key(w, "message");
        jw_string(w, tfc_verdict_finding_message(v, i));
        jw_object_end(w);
    }
}

static void write_findings_text(const tfc_verdict *v)
{
    for (size_t i = 0; v && i < tfc_verdict_finding_count(v); i++) {
        printf("  %s %s: ", tfc_severity_name(tfc_verdict_finding_severity(v, i)),
               tfc_verdict_reason_name(tfc_verdict_finding_reason(v, i)));
        cli_text_escaped(stdout, tfc_verdict_finding_message(v, i));
        putchar('\n');
    }
}

static int cmd_check(int argc, char **argv)
{
    const char *path = NULL, *runtime = NULL, *resolver_file = NULL;
    int json = 0, format = CLI_FMT_TEXT;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(TFLITE_USAGE, stdout); return CLI_OK; }
        else if (!strcmp(argv[i], "--format")) {
            if (i + 1 >= argc) return cli_usage_error("tflite check", "missing value for", argv[i]);
            format = cli_format_parse(argv[++i]);
            if ((format != CLI_FMT_TEXT && format != CLI_FMT_JSON && !cli_format_is_ci(format)) ||
                !strcmp(argv[i], "table"))
                return cli_usage_error("tflite check", "--format wants text, json, github, junit or sarif, not", argv[i]);
            if (format == CLI_FMT_JSON) json = 1;
        } else if (!strcmp(argv[i], "--runtime") || !strcmp(argv[i], "--resolver")) {
            if (i + 1 >= argc) return cli_usage_error("tflite check", "missing value for", argv[i]);
            if (!strcmp(argv[i], "--runtime")) runtime = argv[i + 1];
            else resolver_file = argv[i + 1];
            i++;
        } else if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("tflite check", "unknown option", argv[i]);
        else if (!path) path = argv[i];
        else return cli_usage_error("tflite check", "more than one model", argv[i]);
    }
    if (!path) return cli_usage_error("tflite check", "missing MODEL", NULL);
    if (!runtime == !resolver_file)
        return cli_usage_error("tflite check", "give exactly one of --runtime X.Y.Z and --resolver FILE", NULL);
    if (json && cli_format_is_ci(format)) return cli_usage_error("tflite check", "give one of --json and --format", NULL);

    cli_target_args args;
    memset(&args, 0, sizeof args);
    args.runtime = runtime;
    args.resolver_file = resolver_file;
    cli_target t;
    cli_target_init(&t);
    int rc = cli_target_make(&t, "tflite check", tfc_registry_default(), &args, json);
    if (rc) return rc;
    tfc_artifact *a = NULL;
    const tfc_tflite_model *m = NULL;
    const char *consumer = tfc_target_name(t.target);
    if (cli_format_is_ci(format)) {
        /* A CI format reports an unreadable model as a record of its own. */
        cli_ci *ci_out = cli_ci_begin(format, stdout, "tfcompat tflite check");
        if (!ci_out) rc = cli_input_error(0, path, TFC_E_NOMEM, NULL);
        tfc_verdict *v = NULL;
        tfc_error err;
        tfc_error_init(&err, sizeof err);
        int32_t st = rc ? TFC_OK : open_tflite(path, &a, &err);
        if (!st && !rc) st = tfc_check(&v, a, t.target, NULL, &err);
        if (st) {
            cli_ci_unreadable(ci_out, path, consumer, st, err.message[0] ? err.message : NULL);
            rc = cli_input_error(0, path, st, &err);
        } else if (!rc) {
            cli_ci_verdict(ci_out, path, "tflite", consumer, v);
            rc = tfc_verdict_accepted(v) ? CLI_OK : CLI_REJECTED;
        }
        if (ci_out && cli_ci_end(ci_out)) rc = cli_input_error(0, path, TFC_E_NOMEM, NULL);
        tfc_verdict_free(v);
        tfc_artifact_free(a);
        cli_target_free(&t);
        return rc;
    }
    rc = open_model(path, json, &a, &m);
    if (rc) {
        cli_target_free(&t);
        return rc;
    }
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_verdict *v = NULL;
    int32_t st = tfc_check(&v, a, t.target, NULL, &err);
    if (st) {
        cli_target_free(&t);
        tfc_artifact_free(a);
        return cli_input_error(json, path, st, &err);
    }
    int accepted = tfc_verdict_accepted(v);
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        cli_json_path(&w, "path", path);
        jw_key(&w, "target");
        jw_string(&w, consumer);
        jw_key(&w, "accepted");
        jw_bool(&w, accepted);
        jw_key(&w, "runtime");
        jw_string_or_null(&w, runtime);
        if (resolver_file) {
            cli_json_path(&w, "resolver", resolver_file);
        }
        jw_key(&w, "findings");
        jw_array_begin(&w);
        write_findings_json(&w, v);
        jw_array_end(&w);
        uint64_t dropped = tfc_verdict_dropped_count(v);
        if (dropped) { /* only on capped verdicts, so other outputs stay as they were */
            jw_key(&w, "dropped_findings");
            jw_uint(&w, dropped);
        }
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        cli_text_path(stdout, path);
        printf("%s by ", tfc_outcome_name(accepted ? TFC_OUTCOME_ACCEPTED : TFC_OUTCOME_REJECTED));
        if (runtime) printf("TFLite runtime %s\n", runtime);
        else {
            fputs("resolver ", stdout);
            cli_text_escaped(stdout, resolver_file);
            putchar('\n');
        }
        write_findings_text(v);
        uint64_t dropped = tfc_verdict_dropped_count(v);
        if (dropped) printf("  ... and %llu more findings not kept (the limit per verdict)\n", (unsigned long long)dropped);
    }
    tfc_verdict_free(v);
    tfc_artifact_free(a);
    cli_target_free(&t);
    return accepted ? CLI_OK : CLI_REJECTED;
}

/* ---- min-runtime -------------------------------------------------------- */

static const char *agreement_name(int32_t a)
{
    switch (a) {
    case TFC_MIN_RUNTIME_AGREES: return "agrees";
    case TFC_MIN_RUNTIME_STALE: return "stale";
    case TFC_MIN_RUNTIME_STORED_NEWER: return "stored_newer";
    default: return "not_stored";
    }
}

static int cmd_min_runtime(int argc, char **argv)
{
    const char *path = NULL;
    int json = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--json")) json = 1;
        else if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) { fputs(TFLITE_USAGE, stdout); return CLI_OK; }
        else if (argv[i][0] == '-' && argv[i][1]) return cli_usage_error("tflite min-runtime", "unknown option", argv[i]);
        else if (!path) path = argv[i];
        else return cli_usage_error("tflite min-runtime", "more than one model", argv[i]);
    }
    if (!path) return cli_usage_error("tflite min-runtime", "missing MODEL", NULL);
    tfc_artifact *a;
    const tfc_tflite_model *m = NULL;
    int rc = open_model(path, json, &a, &m);
    if (rc) return rc;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_min_runtime *mr = NULL;
    int32_t st = tfc_min_runtime_compute(&mr, m, &err);
    tfc_artifact_free(a);
    if (st) return cli_input_error(json, path, st, &err);
    int32_t agreement = tfc_min_runtime_agreement(mr);
    if (json) {
        jw w;
        jw_init(&w, stdout);
        jw_object_begin(&w);
        jw_key(&w, "min_runtime");
        jw_string_or_null(&w, tfc_min_runtime_version(mr));
        jw_key(&w, "stored");
        jw_string_or_null(&w, tfc_min_runtime_stored(mr));
        jw_key(&w, "agrees");
        jw_bool(&w, agreement == TFC_MIN_RUNTIME_AGREES);
        jw_key(&w, "unmapped_ops");
        jw_array_begin(&w);
        for (size_t i = 0; i < tfc_min_runtime_unmapped_count(mr); i++) {
            const char *name;
            int32_t version;
            tfc_min_runtime_unmapped(&name, NULL, &version, mr, i);
            jw_object_begin(&w);
            jw_key(&w, "op");
            jw_string(&w, name);
            jw_key(&w, "version");
            jw_int(&w, version);
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_key(&w, "agreement");
        jw_string(&w, agreement_name(agreement));
        jw_key(&w, "raising_ops");
        jw_array_begin(&w);
        for (size_t i = 0; i < tfc_min_runtime_raising_count(mr); i++) {
            int32_t code, version;
            const char *rt;
            tfc_min_runtime_raising(&code, &version, &rt, mr, i);
            jw_object_begin(&w);
            jw_key(&w, "op");
            jw_string(&w, tfc_tflite_builtin_name(code));
            jw_key(&w, "version");
            jw_int(&w, version);
            jw_key(&w, "min_runtime");
            jw_string(&w, rt);
            jw_object_end(&w);
        }
        jw_array_end(&w);
        jw_key(&w, "message");
        jw_string(&w, tfc_min_runtime_message(mr));
        jw_object_end(&w);
        jw_finish(&w);
    } else {
        const char *v = tfc_min_runtime_version(mr);
        printf("minimum runtime: %s\n", v ? v : "(no operator version is in the runtime map)");
        printf("%s\n", tfc_min_runtime_message(mr));
    }
    tfc_min_runtime_free(mr);
    return CLI_OK;
}

int cli_tflite(int argc, char **argv)
{
    if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
        fputs(TFLITE_USAGE, argc < 2 ? stderr : stdout);
        return argc < 2 ? CLI_USAGE : CLI_OK;
    }
    if (!strcmp(argv[1], "inspect")) return cmd_inspect(argc - 1, argv + 1);
    if (!strcmp(argv[1], "check")) return cmd_check(argc - 1, argv + 1);
    if (!strcmp(argv[1], "min-runtime")) return cmd_min_runtime(argc - 1, argv + 1);
    return cli_usage_error("tflite", "unknown subcommand", argv[1]);
}
