/* runtime.h - runtime-version helpers shared inside the op-version module. */
#ifndef TFC_OPVER_RUNTIME_H
#define TFC_OPVER_RUNTIME_H

/* TFLITE_SCHEMA_VERSION: the only Model.version the runtime accepts. */
#define TFC__SCHEMA_VERSION 3

/* 1 when s is 1 to 4 dot-separated decimal numbers ("2.4.0"), else 0. */
int tfc__valid_release(const char *s);

#endif
