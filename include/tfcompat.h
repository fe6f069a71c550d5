/*
 * tfcompat.h - libtfcompat: can this consumer load this model?
 * The umbrella header: includes every stable public header and nothing else.
 */
#ifndef TFCOMPAT_H
#define TFCOMPAT_H

#include "tfcompat/common.h"
#include "tfcompat/version.h"
#include "tfcompat/verdict.h"
#include "tfcompat/versiondef.h"
#include "tfcompat/accept.h"
#include "tfcompat/container.h"
#include "tfcompat/fixture.h"
#include "tfcompat/file.h"
#include "tfcompat/checkpoint.h"
#include "tfcompat/release.h"
#include "tfcompat/history.h"
#include "tfcompat/registry.h"
#include "tfcompat/policy.h"
#include "tfcompat/op_deprecation.h"
#include "tfcompat/opver.h"
#include "tfcompat/gate.h"
#include "tfcompat/artifact.h"
#include "tfcompat/opreg.h"
#include "tfcompat/scan.h"

#endif
