/* pf-project-private.h: the project's fields, shared by the model, reader and writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-project.h"

G_BEGIN_DECLS

struct _PfProject
{
  GObject             parent_instance;

  PfMeta              meta;
  GPtrArray          *packs;
  GPtrArray          *layouts;
  GPtrArray          *tilesets;
  GPtrArray          *maps;
  PfPlaytestSettings *playtest;
  PfExtensions       *ext;
};

G_END_DECLS
