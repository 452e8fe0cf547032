/* pf-project.h: a Polyform project: packs, shell layouts, tile sets, maps, playtest settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "pf-file-identity.h"
#include "pf-map.h"
#include "pf-meta.h"
#include "pf-playtest-settings.h"
#include "pf-shell-layout.h"
#include "pf-tileset.h"
#include "pf-tri-level.h"

G_BEGIN_DECLS

/* The newest format version read and written. Version 2 adds the compact
 * form of map placements (pf-map-compact.h), version 3 its empty cells,
 * version 4 its locked keys and locked placements (SPEC §5), and version 5
 * the playtest results of levels (<playtests>); the writer writes the oldest
 * version that holds the project, so older versions of the program still
 * read what they can. */
#define PF_PROJECT_FORMAT_VERSION 5

/* The largest project file that is read (and so the largest that is written). */
#define PF_PROJECT_MAX_BYTES (256 * 1024 * 1024)

/* The shape of a project document, checked on its bytes before they are
 * parsed (pf-xml-limits.h), and by the writer before it writes: elements
 * nested at most this deep, at most this many attributes on an element,
 * and at most PF_PROJECT_MAX_NODES elements, attributes, texts and comments
 * plus one for every PF_PROJECT_BYTES_PER_NODE bytes read, and of those at
 * most PF_PROJECT_MAX_ELEMENTS elements plus one for every
 * PF_PROJECT_BYTES_PER_ELEMENT bytes. A real project spends 15 to 20 bytes
 * on a node and 85 to 115 on an element (a triangle level is about 34
 * nodes and 14 a block; map placements, about 5 bytes a node, are written
 * as elements only up to PF_MAP_ELEMENT_PLACEMENTS, within the base), so
 * it never meets these limits whatever its size;
 * a file of empty elements (3.5 bytes a node, some 230 bytes each in
 * libxml2) is refused within a few megabytes. No file then costs more
 * memory for its size than a real project does, about 12 times. The largest map the generator makes, a
 * 4096 x 4096 map in the compact form, has 5 deep, 6 attributes on an
 * element and about 4,000 nodes. A text, and a tag with its attributes,
 * comment or processing instruction, holds at most
 * PF_PROJECT_MAX_TEXT_BYTES as written (entities as written), under
 * libxml2's own limit of 10,000,000; the compact map writes about 1 MB
 * in one text. */
#define PF_PROJECT_MAX_DEPTH      64
#define PF_PROJECT_MAX_ATTRIBUTES 64
#define PF_PROJECT_MAX_NODES      500000
#define PF_PROJECT_BYTES_PER_NODE 12
#define PF_PROJECT_MAX_ELEMENTS   150000
#define PF_PROJECT_BYTES_PER_ELEMENT 48
#define PF_PROJECT_MAX_TEXT_BYTES 8000000

#define PF_TYPE_PROJECT (pf_project_get_type ())

G_DECLARE_FINAL_TYPE (PfProject, pf_project, PF, PROJECT, GObject)

/**
 * pf_project_new:
 *
 * Returns: (transfer full): an empty project
 */
PfProject          *pf_project_new            (void);

/**
 * pf_project_copy:
 * @self: a project
 *
 * Returns: (transfer full): a deep copy of @self, for work in another
 *   thread
 */
PfProject          *pf_project_copy           (PfProject    *self);

/**
 * pf_project_load:
 * @file: the project file
 * @error: return location for an error whose message is `FILE:LINE: message`
 *
 * Reads, validates (RELAX NG, then semantic checks) and loads a project.
 * Before reading, a local file must be a regular file (not a FIFO, a device
 * or a folder) of at most %PF_PROJECT_MAX_BYTES; it is then parsed as it
 * is read, without a copy of the whole file in memory.
 *
 * Returns: (transfer full): the project, or %NULL with @error set
 */
PfProject          *pf_project_load           (GFile        *file,
                                               GError      **error);

/**
 * pf_project_load_from_data:
 * @data: the document
 * @length: its length in bytes, or -1 if nul-terminated
 * @display_name: the name used in error messages
 * @error: return location for an error
 *
 * Like pf_project_load(), from memory.
 *
 * Returns: (transfer full): the project, or %NULL with @error set
 */
PfProject          *pf_project_load_from_data (const char   *data,
                                               gssize        length,
                                               const char   *display_name,
                                               GError      **error);

/**
 * pf_project_to_data:
 * @self: a project
 *
 * Serialises the project canonically.
 *
 * Returns: (transfer full): the UTF-8 XML document
 */
char               *pf_project_to_data        (PfProject    *self);

/**
 * pf_project_save:
 * @self: a project
 * @file: the target
 * @error: return location for an error
 *
 * Saves atomically: a temporary file in the same folder, fsync, rename.
 * On failure the target is left untouched.
 *
 * Returns: %TRUE on success
 */
gboolean            pf_project_save           (PfProject    *self,
                                               GFile        *file,
                                               GError      **error);

/**
 * pf_project_save_checked:
 * @self: a project
 * @file: the target
 * @expected: (nullable): the identity @file had when the project was read
 *   from it (pf_file_identity_read()), or %NULL to replace whatever is there
 * @written: (out caller-allocates) (optional): the identity of the file
 *   written, to expect at the next save (no file for a non-local @file)
 * @error: return location for an error; %PF_ERROR_CHANGED when @file is no
 *   longer @expected
 *
 * pf_project_save(), refusing to replace a file that another program
 * changed since it was read (pf_atomic_file_commit_checked()). Only local
 * files are checked.
 *
 * Returns: %TRUE on success
 */
gboolean            pf_project_save_checked   (PfProject             *self,
                                               GFile                 *file,
                                               const PfFileIdentity  *expected,
                                               PfFileIdentity        *written,
                                               GError               **error);

/**
 * pf_project_check:
 * @self: a project
 * @display_name: the name used in error messages
 * @error: return location for a #PF_ERROR_SEMANTIC error
 *
 * Runs the semantic checks of SPEC §6 on the model.
 *
 * Returns: %TRUE when the project is consistent
 */
gboolean            pf_project_check          (PfProject    *self,
                                               const char   *display_name,
                                               GError      **error);

/**
 * pf_project_get_format_version:
 * @self: a project
 *
 * Returns: the format version of the file @self was loaded from, 1 for a
 *   new project
 */
guint               pf_project_get_format_version (PfProject *self);

PfMeta             *pf_project_get_meta       (PfProject    *self);
GPtrArray          *pf_project_get_packs      (PfProject    *self);
GPtrArray          *pf_project_get_layouts    (PfProject    *self);
GPtrArray          *pf_project_get_tilesets   (PfProject    *self);
GPtrArray          *pf_project_get_maps       (PfProject    *self);
PfPlaytestSettings *pf_project_get_playtest   (PfProject    *self);
void                pf_project_set_playtest   (PfProject          *self,
                                               PfPlaytestSettings *settings);

PfTriPack          *pf_project_find_pack      (PfProject    *self,
                                               const char   *id);
PfShellLayout      *pf_project_find_layout    (PfProject    *self,
                                               const char   *id);
PfTileset          *pf_project_find_tileset   (PfProject    *self,
                                               const char   *id);
PfMap              *pf_project_find_map       (PfProject    *self,
                                               const char   *id);

/**
 * pf_project_changed:
 * @self: a project
 *
 * Emits #PfProject::changed. Call after editing the model in place.
 */
void                pf_project_changed        (PfProject    *self);

G_END_DECLS
