/* pf-names.h: the one rule for a name that is taken, and the one for an id made of a title
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The longest id the project schema allows, in characters */
#define PF_NAME_MAX_LENGTH 200

/* Whether @name is taken where the caller looks (a pack's levels, a tile set's shapes…). */
typedef gboolean (*PfNameTakenFunc) (const char    *name,
                                     gconstpointer  where);

/**
 * pf_name_unique:
 * @base: the name wanted
 * @taken: says whether a name is taken
 * @where: passed to @taken
 *
 * The project's one rule for ids that are taken: @base when it is free,
 * else @base followed by "-2", "-3", … (ids of levels coming into a pack,
 * duplicates, imports, shapes). @base is shortened to make room for the
 * suffix when the name would pass %PF_NAME_MAX_LENGTH characters.
 *
 * Returns: (transfer full): the first free name
 */
char *pf_name_unique (const char      *base,
                      PfNameTakenFunc  taken,
                      gconstpointer    where);

/**
 * pf_name_slug:
 * @title: (nullable): a title, in UTF-8
 *
 * The one rule that makes an id from what the designer calls an item:
 * letters and digits in lower-case ASCII (accented letters lose their
 * accents), every other run of characters one hyphen, none at either end,
 * and a long title cut after its last whole word within
 * %PF_NAME_SLUG_MAX characters. "A Small Meadow!" gives "a-small-meadow",
 * "Wiese über Öl" gives "wiese-uber-ol".
 *
 * Returns: (transfer full) (nullable): the slug, or %NULL when @title holds
 *   no letter or digit that ASCII can spell
 */
#define PF_NAME_SLUG_MAX 64
char *pf_name_slug   (const char      *title);

/**
 * pf_name_file:
 * @title: (nullable): what the designer calls an item, in UTF-8
 * @extension: the file's ending, without the dot
 *
 * The file name an export suggests for an item: its title as it reads,
 * with the characters that a folder on another system (FAT, Windows) or
 * a shell would refuse or misread (/ \ : * ? " < > | and control
 * characters) made hyphens, and no space or dot at either end; "export"
 * when nothing is left.
 *
 * Returns: (transfer full): "TITLE.EXTENSION"
 */
char *pf_name_file   (const char      *title,
                      const char      *extension);

G_END_DECLS
