/*
 * resolver_internal.h - what the resolver's source files share inside the
 * op-version module (never installed): the resolver's representation,
 * the line tokenizer of the text formats (resolver and delegate files)
 * and the directives that bring in whole runtimes.
 *
 *   resolver.c        the resolver: ranges, lookups, standard / release / profile
 *   resolver_text.c   the resolver text format (tfc_resolver_parse, _open)
 *   resolver_check.c  the model check (tfc_resolver_check) and build properties
 *   delegate.c        delegate capability tables (tfcompat/delegate.h)
 */
#ifndef TFC_OPVER_RESOLVER_INTERNAL_H
#define TFC_OPVER_RESOLVER_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "tfcompat/resolver.h"
#include "opver/tables.h"

typedef struct brange {
    int32_t code, min, max;
} brange;

typedef struct crange {
    char *name;
    int32_t min, max;
} crange;

struct tfc_resolver {
    tfc_allocator alloc;
    brange *b; /* sorted by (code, min); ranges of one code neither overlap nor touch */
    size_t nb, capb;
    /* While a text is parsed (or a release or profile brought in), ranges
     * are appended and sorted once at the end (normalize), so a file of N
     * lines costs O(N log N) whatever their order. */
    int bulk;
    /* The whole-runtime sources brought in so far ("standard", each
     * release's newest map entry at or before it, each profile): a repeated
     * `standard` or `release` line adds nothing again, so a file of such
     * lines cannot multiply its size by the hundreds of ranges each one
     * stands for. */
    const void *sources[96];
    size_t nsources;
    /* The release strings of the last two `release` lines added: a line
     * repeating one is answered before it is parsed again. */
    char recent[2][24];
    /* During a bulk load, the map's distinct runtimes in order (built at
     * the first `release` line): a release line finds its newest map
     * runtime by bisection. */
    const tfc__runtime_entry **rts;
    size_t nrts;
    crange *c;
    size_t nc, capc;
    /* The largest builtin code the runtime's schema knows (BuiltinOperator_MAX
     * of its build): larger codes fail with "Op builtin_code out of range".
     * -1: not set, the embedded tables' largest code. */
    int32_t max_builtin;
    int max_builtin_explicit; /* set by tfc_resolver_set_max_builtin */
    /* Build properties of a measured runtime (docs/tflite.md, "Build
     * properties"); the defaults are the TFLite interpreter's behaviour. */
    int custom_deferred;    /* "custom_ops deferred": unresolved custom ops fail at the first run */
    /* How the interpreter builder of the newest release brought in resolves
     * operator codes (data/tflite_builder_history.csv; set by the release
     * directive, the standard resolver is today's builder): by op alone,
     * any version (before 1.9), and refusing every unresolved custom code,
     * used or not (before 1.15). builder_release: that release ("": none). */
    int any_version, custom_at_build;
    int standard_builder; /* the standard resolver was brought in */
    char builder_release[24];
    char *variable_message; /* "variable_tensors refused MSG"; NULL: loaded */
    int types_restricted;   /* a "tensor_types" line was read */
    uint8_t types[16];      /* bit per TensorType code 0..127 the build converts */
    char *type_message;     /* "tensor_type_refused MSG" ({code} = the type's code); NULL: default */
};

/* Grows an array of elem-sized items to hold one more (resolver.c). */
int tfc__grow_array(const tfc_allocator *a, void **items, size_t n, size_t *cap, size_t elem);

/* The "standard" directive: the embedded standard resolver (resolver.c). */
int tfc__resolver_add_standard(tfc_resolver *r, tfc_error *err);

/* The "release" directive: a TFLite release or a runtime profile
 * "NAME@VERSION"; depth counts profile nesting (resolver.c). */
int tfc__resolver_add_release(tfc_resolver *r, const char *release, int depth, tfc_error *err);

/* Ends a bulk load: ranges sorted and merged (resolver.c). */
void tfc__resolver_bulk_end(tfc_resolver *r);

/* Reads resolver text into r (resolver_text.c); depth as above. */
int tfc__resolver_parse_into(tfc_resolver *r, const char *text, size_t len, int depth, tfc_error *err);

/* ---- text files: shared line tokenizer (resolver_text.c) ---------------- */

/* A "tensor_types" line names at most every TensorType and a few codes. */
#define TFC__MAX_TOKENS 40
#define TFC__MAX_TOKEN 256

typedef struct tfc__line_tokens {
    char tok[TFC__MAX_TOKENS][TFC__MAX_TOKEN];
    int quoted[TFC__MAX_TOKENS]; /* the token was "quoted text" */
    int n;
    size_t lineno;
} tfc__line_tokens;

/*
 * Splits the next line of [*p, end) into whitespace-separated tokens
 * (comments from '#' dropped). With `quotes`, a token that starts with '"'
 * is quoted text (it may hold spaces and '#'). Returns 1 when a line was
 * read, 0 at the end, or a negative status for a malformed line.
 */
int tfc__next_line(const char **p, const char *end, tfc__line_tokens *lt, int quotes, tfc_error *err);

/* A decimal number 0..INT32_MAX: 0, or -1. */
int tfc__parse_int(const char *s, int32_t *out);

/* A builtin op given by name or by decimal code: 0, or -1. */
int tfc__parse_op(const char *s, int32_t *code);

/* ---- the model check in parts (resolver_check.c) -----------------------
 * tfc_resolver_check is head, operator codes, build tensors, structure, in
 * that order; the all-release answer computes the parts that do not depend
 * on the resolver once per model and each release's operator codes from
 * the release tables (release_axis.h). */

/* What a resolver makes of an operator code; FOUND also for a code its
 * builder does not resolve to load the model (tfc__opcode_must_resolve). */
enum {
    TFC__OPCODE_FOUND = 0,
    TFC__OPCODE_OUT_OF_RANGE,     /* builtin_code past the runtime's schema */
    TFC__OPCODE_NOT_FOUND,        /* a builtin (op, version) not registered */
    TFC__OPCODE_NO_CUSTOM_CODE,   /* CUSTOM without a custom_code */
    TFC__OPCODE_CUSTOM_NOT_FOUND  /* a custom op (name, version) not registered */
};
struct tfc__opcode;
struct tfc_tflite_model;
uint8_t tfc__resolver_opcode_state(const tfc_resolver *r, const struct tfc__opcode *oc);

/* The identifier and schema findings (whatever the resolver). */
int tfc__resolver_check_head(tfc_verdict *v, const struct tfc_tflite_model *m, tfc_error *err);

/* The findings of the operator codes whose state[i] is not FOUND (only
 * the first of identical entries is read), as a resolver with
 * custom_deferred reports them. */
int tfc__resolver_check_opcodes(tfc_verdict *v, const struct tfc_tflite_model *m, const uint8_t *state,
                                int custom_deferred, tfc_error *err);

/* The reason and subject of the finding operator code oc draws in `state`
 * (not FOUND) from a resolver without custom_deferred: what
 * tfc__resolver_check_opcodes adds for it. The subject is static, oc's
 * custom_code (borrowed from the model) or written into buf. */
int32_t tfc__opcode_finding(const struct tfc__opcode *oc, uint8_t state, char buf[32], const char **subject);

/* What the interpreter checks from the file alone (TFC_TFLITE_CHECK_STRUCTURE). */
int tfc__resolver_check_structure(tfc_verdict *v, const struct tfc_tflite_model *m, tfc_error *err);

#endif
