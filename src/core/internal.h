/*
 * internal.h - helpers shared by the library's source files. Never installed.
 * Names here use the tfc__ prefix and have hidden visibility.
 */
#ifndef TFC_INTERNAL_H
#define TFC_INTERNAL_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "tfcompat/common.h"
#include "tfcompat/verdict.h"

#if defined(__GNUC__) || defined(__clang__)
#  define TFC__PRINTF(a, b) __attribute__((format(printf, a, b)))
#  define TFC__HIDDEN __attribute__((visibility("hidden")))
#  define TFC__NOINLINE __attribute__((noinline))
#else
#  define TFC__PRINTF(a, b)
#  define TFC__HIDDEN
#  define TFC__NOINLINE
#endif

/*
 * Caller structs. Every options, info and error struct starts with a
 * uint32_t `size`: the bytes the caller's struct has (an older caller's is
 * smaller, a newer caller's larger). The library touches a caller's struct
 * only through these:
 *
 *   TFC__HOLDS(T, p, m)       1 when member m of public struct type T lies
 *                             wholly within p->size (p not NULL). A member
 *                             that ends past it (even inside a pointer) is
 *                             not read: it takes its default.
 *   TFC__READ(T, dst, p, m)   dst->m = p->m when p holds m; else dst->m stays
 *                             (the default). For the options resolvers.
 *   tfc__struct_out/_fill     write the first min(size, sizeof) bytes of the
 *                             library's filled struct and the caller's size:
 *                             the _init functions and the info structs.
 *   tfc__error_copy, tfc__fail, tfc__error_message_copy
 *                             write and read a tfc_error within its size.
 * Never `*caller = mine`, `mine = *caller` or a memcpy of sizeof.
 */
#define TFC__HOLDS(T, p, m) ((size_t)(p)->size >= offsetof(T, m) + sizeof(((T *)0)->m))
#define TFC__READ(T, dst, p, m)                   \
    do {                                          \
        if (TFC__HOLDS(T, p, m)) (dst)->m = (p)->m; \
    } while (0)

/*
 * Writes the library's struct `lib` (lib_size bytes, its own size member
 * included) into the caller's `out`, whose bytes are `out_size`: the first
 * min(out_size, lib_size) bytes, then out->size = out_size (capped at
 * UINT32_MAX). A size too small for the size member writes nothing. Bytes
 * past lib_size are neither read nor written.
 */
TFC__HIDDEN void tfc__struct_out(void *out, size_t out_size, const void *lib, size_t lib_size);
/* As tfc__struct_out, for a struct whose caller said its size in out->size. */
TFC__HIDDEN void tfc__struct_fill(void *out, const void *lib, size_t lib_size);

/*
 * Copies src (the library's own, full-size error) into a caller's dst
 * (NULL: nothing), writing only what dst->size holds: code and offset when
 * they fit, the message truncated to the bytes left and NUL-terminated.
 */
TFC__HIDDEN void tfc__error_copy(tfc_error *dst, const tfc_error *src);
/* Copies a caller's error message, as far as its size holds it, into buf
 * (cap > 0), NUL-terminated; "" when the error holds no message byte. */
TFC__HIDDEN void tfc__error_message_copy(char *buf, size_t cap, const tfc_error *err);

/*
 * Records a failure in err (if not NULL) and returns code, so that callers
 * write `return tfc__fail(err, TFC_E_X, off, "...", ...);`. offset -1 = none.
 */
TFC__HIDDEN int tfc__fail(tfc_error *err, int code, int64_t offset, const char *fmt, ...)
    TFC__PRINTF(4, 5);

/* Allocation through an optional tfc_allocator (NULL = malloc/free). */
TFC__HIDDEN void *tfc__alloc(const tfc_allocator *a, size_t n);
TFC__HIDDEN void *tfc__calloc(const tfc_allocator *a, size_t count, size_t size);
TFC__HIDDEN void tfc__free(const tfc_allocator *a, void *p);
/* Copies an allocator into an object so it stays valid after the call. */
TFC__HIDDEN void tfc__allocator_copy(tfc_allocator *dst, const tfc_allocator *src);
/* Duplicates n bytes into a NUL-terminated string; NULL on allocation failure. */
TFC__HIDDEN char *tfc__strndup(const tfc_allocator *a, const char *s, size_t n);

/*
 * Verdict construction (the getters are public in tfcompat/verdict.h).
 * A verdict starts ACCEPTED; an ERROR finding makes it REJECTED and an
 * UNDETERMINED finding makes a not-yet-rejected verdict UNDETERMINED.
 */
TFC__HIDDEN tfc_verdict *tfc__verdict_new(const tfc_allocator *a);
/* Findings kept (default TFC_DEFAULT_MAX_FINDINGS; 0 leaves it). Past it,
 * tfc__verdict_add only counts the finding and applies its severity. */
TFC__HIDDEN void tfc__verdict_set_max(tfc_verdict *v, size_t max);
/* An outcome-only verdict: from now on tfc__verdict_add formats no message
 * (the finding's message is "") and keeps only the findings that decide
 * the outcome and name it: the first error, else the first undetermined
 * finding (tfc_verdict_first_finding), with the reason, subject and value
 * a full verdict has (unless that one held more findings than its
 * maximum). For a verdict of which only those are read: the all-release
 * answer of a scan record (answer.c). */
TFC__HIDDEN void tfc__verdict_set_quiet(tfc_verdict *v);
/* Empties v to a new verdict's state (accepted, no finding, nothing
 * dropped), keeping its allocator, maximum, quietness and the room of its
 * findings array, so that it can be filled again. */
TFC__HIDDEN void tfc__verdict_clear(tfc_verdict *v);
/* 1 when a and b hold the same outcome, findings (reason, severity, value,
 * subject, message, part) and dropped count, with the same maximum and
 * quietness: either reads the same through every getter. */
TFC__HIDDEN int tfc__verdict_equal(const tfc_verdict *a, const tfc_verdict *b);
/* What tfc__verdict_add would do with a finding of this severity now, so
 * that a caller formats only what is kept: 0 nothing (a quiet verdict
 * skips it: adding it would change nothing), 1 kept without a message (a
 * quiet verdict), 2 kept with its message. */
TFC__HIDDEN int tfc__verdict_keeps(const tfc_verdict *v, int32_t severity);
/* tfc_accept_check's rules, adding their findings to `v` (made by the
 * caller, e.g. quiet); `window` as tfc_accept_options. TFC_E_NOMEM. */
struct tfc_versiondef;
TFC__HIDDEN int tfc__accept_rules(tfc_verdict *v, const struct tfc_versiondef *data, int32_t consumer,
                                  int32_t min_producer, const char *upper, const char *lower,
                                  const char *tf_version, int32_t window);
/* Counts n findings of this severity that were not stored. */
TFC__HIDDEN void tfc__verdict_drop(tfc_verdict *v, int32_t severity, uint64_t n);
TFC__HIDDEN int tfc__verdict_add(tfc_verdict *v, int32_t reason, int32_t severity,
                                 const char *subject, int64_t value, const char *fmt, ...)
    TFC__PRINTF(6, 7);

/* Appends every finding of `from` to `to` (the one merge of verdicts: the
 * check layer combines meta graphs and a checkpoint with it), naming the
 * part they come from (tfc_verdict_finding_where); `from`'s dropped
 * findings and outcome carry over. */
TFC__HIDDEN int tfc__verdict_append(tfc_verdict *to, const tfc_verdict *from, const char *where);

/* Makes every WARNING finding of `reason` an ERROR (the verdict is then
 * rejected) whose message is before + its subject + after: a consumer
 * whose build lacks what the warning was about. */
TFC__HIDDEN int tfc__verdict_promote(tfc_verdict *v, int32_t reason, const char *before, const char *after);

/* Growable string buffer for building messages. */
typedef struct tfc__strbuf {
    char *data;
    size_t len, cap;
    int failed; /* an allocation failed; data holds what fitted */
    const tfc_allocator *alloc;
} tfc__strbuf;
TFC__HIDDEN void tfc__strbuf_init(tfc__strbuf *b, const tfc_allocator *a);
TFC__HIDDEN void tfc__strbuf_append(tfc__strbuf *b, const char *s, size_t n);
TFC__HIDDEN void tfc__strbuf_printf(tfc__strbuf *b, const char *fmt, ...) TFC__PRINTF(2, 3);
TFC__HIDDEN void tfc__strbuf_free(tfc__strbuf *b);

/* Options with every zero field replaced by its default (size-aware copy). */
TFC__HIDDEN void tfc__parse_options_resolve(tfc_parse_options *dst, const tfc_parse_options *src);
/* The same for the readers' options (checkpoint.c, model.c), which
 * tfc_artifact_options carries: defaults applied, a full-size struct out. */
struct tfc_checkpoint_options;
struct tfc_tflite_options;
TFC__HIDDEN void tfc__checkpoint_options_resolve(struct tfc_checkpoint_options *dst,
                                                 const struct tfc_checkpoint_options *src);
TFC__HIDDEN void tfc__tflite_options_resolve(struct tfc_tflite_options *dst,
                                             const struct tfc_tflite_options *src);

/* Copy s into a caller buffer with snprintf semantics; returns strlen(s). */
TFC__HIDDEN size_t tfc__copy_out(char *buf, size_t cap, const char *s, size_t len);

#endif
