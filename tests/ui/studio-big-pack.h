/* studio-big-pack.h: a document with one large pack, for the pack page's tests and bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-document.h"

G_BEGIN_DECLS

#define STUDIO_BIG_PACK_PATH "pack:big"

/**
 * studio_big_pack_document:
 * @n_levels: how many levels
 * @seed: the seed of their figures
 *
 * A document whose one pack, `pack:big`, holds @n_levels levels made from
 * the example's: each is an example level with one or two more walls, so
 * the puzzles are mostly different. Their cached figures are made up from
 * @seed (one in ten has none); the same seed gives the same pack.
 *
 * Returns: (transfer full): the document, with no file
 */
PfDocument *studio_big_pack_document (guint   n_levels,
                                      guint32 seed);

G_END_DECLS
