/*
 * tfcompat.h - libtfcompat: can this consumer load this model?
 * The umbrella header: includes every stable public header and nothing else.
 */
#ifndef TFCOMPAT_H
#define TFCOMPAT_H

#include "tfcompat/common.h"
#include "tfcompat/version.h"
#include "tfcompat/verdict.h"
#include "tfcompat/opver.h"

#endif
