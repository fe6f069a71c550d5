/*
 * tfjs_axis.c - the TensorFlow.js release axis (tfjs_internal.h): the npm
 * @tensorflow/tfjs releases that load a graph model, each with the
 * tfjs-converter row whose op mapper it runs. tfjs@X, tfjs-node@X on a
 * model.json and the all-release answer of a model.json name these
 * releases; only tfjs-converter@X names the rows themselves. The tables are
 * generated from data/tfjs_releases.csv and data/tfjs_npm_bundles.csv
 * (tfc_gen tfjs checks that every converter a bundle names is a row).
 * Stateless; safe from any thread.
 */
#include <stdio.h>
#include <string.h>

#include "tfjs_internal.h"

/* The first row both packages share (1.0.0: rows before it are 0.x
 * tfjs-converter releases, which no @tensorflow/tfjs release is numbered). */
static size_t first_shared_row(void)
{
    size_t i = 0;
    while (i < tfc__tfjs_release_count && !strncmp(tfc__tfjs_releases[i].release, "0.", 2)) i++;
    return i;
}

/* The k-th 0.x release that bundles a converter, or NULL past them; *n
 * (optional) receives how many there are. */
static const tfc__tfjs_bundle *bundled(size_t k, size_t *n)
{
    const tfc__tfjs_bundle *hit = NULL;
    size_t seen = 0;
    for (size_t i = 0; i < tfc__tfjs_bundle_count; i++) {
        if (!tfc__tfjs_bundles[i].converter[0]) continue;
        if (seen++ == k) hit = &tfc__tfjs_bundles[i];
    }
    if (n) *n = seen;
    return hit;
}

static size_t row_of(const char *converter)
{
    size_t i = 0;
    while (i < tfc__tfjs_release_count && strcmp(tfc__tfjs_releases[i].release, converter)) i++;
    return i;
}

size_t tfc__tfjs_axis_count(void)
{
    size_t n = 0;
    bundled(0, &n);
    return n + tfc__tfjs_release_count - first_shared_row();
}

/* Release k's name, its row in *row; NULL and tfc__tfjs_release_count past
 * the end. */
static const char *release_at(size_t k, size_t *row)
{
    size_t n = 0;
    const tfc__tfjs_bundle *b = bundled(k, &n);
    if (b) {
        *row = row_of(b->converter);
        return b->tfjs;
    }
    size_t first = first_shared_row(); /* k >= n here */
    if (k - n >= tfc__tfjs_release_count - first) {
        *row = tfc__tfjs_release_count;
        return NULL;
    }
    *row = first + (k - n);
    return tfc__tfjs_releases[*row].release;
}

const char *tfc__tfjs_axis_name(size_t k)
{
    size_t row;
    return release_at(k, &row);
}

size_t tfc__tfjs_axis_row(size_t k)
{
    size_t row;
    release_at(k, &row);
    return row;
}

int tfc__tfjs_axis_find(size_t *out_k, const char *release, tfc_error *err)
{
    size_t n = tfc__tfjs_axis_count();
    for (size_t k = 0; k < n; k++)
        if (!strcmp(tfc__tfjs_axis_name(k), release)) {
            *out_k = k;
            return TFC_OK;
        }
    for (size_t i = 0; i < tfc__tfjs_bundle_count; i++)
        if (!strcmp(tfc__tfjs_bundles[i].tfjs, release))
            return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                             "tfjs %s bundles no tfjs-converter: it cannot load a graph model", release);
    const char *first = tfc__tfjs_bundle_count ? tfc__tfjs_bundles[0].tfjs : tfc__tfjs_axis_name(0);
    const char *last = tfc__tfjs_releases[tfc__tfjs_release_count - 1].release;
    if (row_of(release) < tfc__tfjs_release_count)
        return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1,
                         "%s is a tfjs-converter release (tfjs-converter@%s), not a TensorFlow.js release "
                         "(@tensorflow/tfjs %s .. %s)",
                         release, release, first, last);
    return tfc__fail(err, TFC_E_UNKNOWN_RELEASE, -1, "TensorFlow.js release %.64s is not known (%s .. %s)", release,
                     first, last);
}

int tfc__tfjs_axis_label(char *buf, size_t cap, size_t k)
{
    size_t row;
    const char *name = release_at(k, &row);
    if (!name || row >= tfc__tfjs_release_count) return snprintf(buf, cap, "%s", "");
    if (strcmp(name, tfc__tfjs_releases[row].release))
        return snprintf(buf, cap, "TensorFlow.js %s (tfjs-converter %s)", name, tfc__tfjs_releases[row].release);
    return snprintf(buf, cap, "TensorFlow.js %s", name);
}

int tfc__tfjs_row_runtime_name(char *buf, size_t cap, size_t row)
{
    if (row >= tfc__tfjs_release_count) return snprintf(buf, cap, "%s", "");
    return snprintf(buf, cap, "%s %s", row < first_shared_row() ? "TensorFlow.js with tfjs-converter" : "TensorFlow.js",
                    tfc__tfjs_releases[row].release);
}
