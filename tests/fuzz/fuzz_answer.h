/*
 * fuzz_answer.h - the property every harness asserts of a constructor's
 * answer, so that a replay (fuzz_replay_*) checks outcomes in a plain
 * build too, not only what a sanitizer sees: TFC_OK with an object, or a
 * negative TFC_E_* code with no object and the error filled (the same code
 * and a message). Anything else aborts.
 */
#ifndef TFC_FUZZ_ANSWER_H
#define TFC_FUZZ_ANSWER_H

#include <stdint.h>
#include <stdlib.h>

#include <tfcompat.h>

/* rc and *out of a call made with err (tfc_error_init'ed before it); call
 * it after the call, not with the call as an argument (out is read first). */
static inline void fuzz_answer(int32_t rc, const void *out, const tfc_error *err)
{
    if (rc == TFC_OK) {
        if (!out) abort();
        return;
    }
    if (out || rc >= 0 || err->code != rc || err->message[0] == '\0') abort();
}

#endif
