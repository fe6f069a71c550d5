/* runtime.h - runtime-version helpers shared inside the op-version module. */
#ifndef TFC_OPVER_RUNTIME_H
#define TFC_OPVER_RUNTIME_H

/* TFLITE_SCHEMA_VERSION: the only Model.version the runtime accepts. */
#define TFC__SCHEMA_VERSION 3

#endif
