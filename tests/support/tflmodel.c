/* tflmodel.c - see tflmodel.h. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "tcli.h"
#include "tflmodel.h"





void build_model(const model_spec *s, built *out)
{
    memset(out, 0, sizeof *out);
    fbb *b = out->b = fbb_new();
    fbb_obj *root = out->root = fbb_table(b);
    fbb_u32(root, 0, s->has_version ? s->version : 3);
    if (s->ncodes >= 0) {
        fbb_obj *codes = fbb_vec_objs(b);
        for (int i = 0; i < s->ncodes; i++) {
            const opcode_spec *c = &s->codes[i];
            fbb_obj *t = fbb_table(b);
            if (c->has_dep) fbb_i8(t, 0, c->dep);
            if (c->custom) fbb_ref(t, 1, fbb_string(b, c->custom));
            if (c->has_version) fbb_i32(t, 2, c->version);
            if (c->has_raw) fbb_i32(t, 3, c->raw);
            fbb_vec_push(codes, t);
        }
        fbb_ref(root, 1, codes);
    }
    if (s->nops >= 0) {
        fbb_obj *sgs = out->subgraphs = fbb_vec_objs(b);
        fbb_obj *sg = fbb_table(b);
        fbb_obj *tensors = fbb_vec_objs(b);
        for (int t = 0; t < s->ntensors; t++) {
            fbb_obj *tt = fbb_table(b);
            fbb_i8(tt, 1, 9); /* INT8 */
            if (t == 0 && s->tensor_buffer) fbb_u32(tt, 2, s->tensor_buffer);
            int32_t shape[2] = {1, 4};
            fbb_ref(tt, 0, fbb_vec_i32(b, shape, 2));
            fbb_vec_push(tensors, tt);
        }
        fbb_ref(sg, 0, tensors);
        fbb_obj *ops = out->operators = fbb_vec_objs(b);
        for (int i = 0; i < s->nops; i++) {
            fbb_obj *o = fbb_table(b);
            if (!i) out->first_op = o;
            fbb_u32(o, 0, s->ops[i].opcode_index);
            fbb_ref(o, 1, fbb_vec_i32(b, s->ops[i].inputs, (size_t)s->ops[i].ninputs));
            fbb_ref(o, 2, fbb_vec_i32(b, s->ops[i].outputs, (size_t)s->ops[i].noutputs));
            fbb_vec_push(ops, o);
        }
        fbb_ref(sg, 3, ops);
        fbb_ref(sg, 4, fbb_string(b, "main"));
        fbb_vec_push(sgs, sg);
        if (s->nops2 > 0) {
            fbb_obj *sg2 = fbb_table(b), *ops2 = fbb_vec_objs(b);
            fbb_ref(sg2, 0, fbb_vec_objs(b));
            for (int i = 0; i < s->nops2; i++) {
                fbb_obj *o = fbb_table(b);
                fbb_u32(o, 0, s->ops2[i].opcode_index);
                fbb_ref(o, 1, fbb_vec_i32(b, s->ops2[i].inputs, (size_t)s->ops2[i].ninputs));
                fbb_ref(o, 2, fbb_vec_i32(b, s->ops2[i].outputs, (size_t)s->ops2[i].noutputs));
                fbb_vec_push(ops2, o);
            }
            fbb_ref(sg2, 3, ops2);
            fbb_vec_push(sgs, sg2);
        }
        fbb_ref(root, 2, sgs);
    }
    if (s->description) fbb_ref(root, 3, fbb_string(b, s->description));
    int nbuffers = s->nbuffers;
    fbb_obj *buffers = NULL;
    if (nbuffers >= 0) {
        buffers = fbb_vec_objs(b);
        for (int i = 0; i < nbuffers; i++) fbb_vec_push(buffers, fbb_table(b));
        fbb_ref(root, 4, buffers);
    }
    if (s->min_runtime) {
        uint32_t index = s->min_runtime_buffer;
        if (!index) {
            /* A 16-byte NUL-padded buffer, as the converter writes. */
            uint8_t data[16] = {0};
            memcpy(data, s->min_runtime, strlen(s->min_runtime));
            fbb_obj *bt = fbb_table(b);
            fbb_ref(bt, 0, fbb_vec_u8(b, data, 16));
            if (!buffers) {
                buffers = fbb_vec_objs(b);
                fbb_ref(root, 4, buffers);
            }
            fbb_vec_push(buffers, bt);
            index = (uint32_t)(nbuffers > 0 ? nbuffers : 0);
        }
        fbb_obj *mds = fbb_vec_objs(b);
        fbb_obj *md = fbb_table(b);
        fbb_ref(md, 0, fbb_string(b, "min_runtime_version"));
        fbb_u32(md, 1, index);
        fbb_vec_push(mds, md);
        fbb_ref(root, 6, mds);
    }
    out->buf = fbb_finish(b, root, s->ident ? s->ident : "TFL3", &out->len);
}

char *write_built(const built *m, const char *name)
{
    char *path = strdup(tcli_write_file(name, m->buf, m->len));
    if (!path) fail_msg("tflmodel: out of memory");
    return path;
}

char *write_uses_model(const char *name, const opcode_spec *codes, int ncodes, const uint32_t *uses, int nuses,
                       const uint32_t *uses2, int nuses2)
{
    op_spec ops[4] = {{0}}, ops2[4] = {{0}};
    if (nuses > 4 || nuses2 > 4) fail_msg("tflmodel: at most 4 operators a subgraph");
    for (int i = 0; i < nuses; i++) ops[i].opcode_index = uses[i];
    for (int i = 0; i < nuses2; i++) ops2[i].opcode_index = uses2[i];
    model_spec spec = {.codes = codes, .ncodes = ncodes, .ops = ops, .nops = nuses, .nbuffers = 1, .ops2 = ops2,
                       .nops2 = nuses2};
    built b;
    build_model(&spec, &b);
    char *path = write_built(&b, name);
    fbb_free(b.b);
    return path;
}

tfc_tflite_model *parse_ok(const built *m)
{
    tfc_tflite_model *model = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    tfc_tflite_options o;
    tfc_tflite_options_init(&o, sizeof o);
    o.flags = TFC_TFLITE_ANY_IDENTIFIER;
    if (tfc_tflite_model_parse(&model, m->buf, m->len, &o, &err)) fail_msg("parse: %s", err.message);
    return model;
}

tfc_verdict *check(const tfc_tflite_model *m, const tfc_resolver *r, uint32_t flags)
{
    tfc_verdict *v = NULL;
    tfc_error err;
    tfc_error_init(&err, sizeof err);
    if (tfc_resolver_check(&v, m, r, flags, &err)) fail_msg("check: %s", err.message);
    return v;
}

tfc_resolver *standard(void)
{
    tfc_resolver *r = NULL;
    assert_int_equal(tfc_resolver_standard(&r, NULL, NULL), TFC_OK);
    return r;
}

void build_ssd_model(built *out, int logistic)
{
    /* BuiltinOperator codes: CONCATENATION 2, CONV_2D 3, DEPTHWISE_CONV_2D 4,
     * LOGISTIC 14, RESHAPE 22, CUSTOM 32. */
    static const int32_t builtins[] = {2, 3, 4, 14, 22};
    opcode_spec codes[6];
    op_spec ops[6];
    int n = 0;
    for (size_t i = 0; i < sizeof builtins / sizeof builtins[0]; i++) {
        if (builtins[i] == 14 && !logistic) continue;
        codes[n] = (opcode_spec){1, (int8_t)builtins[i], 1, builtins[i], 1, 1, NULL};
        ops[n] = (op_spec){(uint32_t)n, {n}, 1, {n + 1}, 1};
        n++;
    }
    codes[n] = (opcode_spec){1, 32, 1, 32, 1, 1, "TFLite_Detection_PostProcess"};
    /* boxes, scores and anchors in; boxes and classes out (of four) */
    ops[n] = (op_spec){(uint32_t)n, {n, n - 1, 0}, 3, {n + 1, n + 2}, 2};
    n++;
    model_spec s = {.codes = codes, .ncodes = n, .ops = ops, .nops = n, .ntensors = n + 2, .nbuffers = 1,
                    .description = "SSD detection model (test)"};
    build_model(&s, out);
}

const op_spec ONE_OP[1] = {{0, {0}, 1, {1}, 1}};

