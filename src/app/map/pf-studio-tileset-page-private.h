/* pf-studio-tileset-page-private.h: what the tile set page's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-map-grid.h"
#include "pf-map-stats.h"
#include "pf-studio-map-view.h"
#include "pf-studio-shape-grid.h"
#include "pf-studio-tileset-page.h"
#include "pf-studio-title-row.h"

G_BEGIN_DECLS

struct _PfStudioTilesetPage
{
  GtkWidget            parent_instance;

  /* Template widgets */
  GtkScrolledWindow   *editor_scroll;
  GtkRevealer         *message_revealer;
  GtkWidget           *message_bar;
  GtkWidget           *remove_column_button;
  GtkWidget           *remove_row_button;
  GtkImage            *message_icon;
  GtkLabel            *message_label;
  PfStudioTitleRow    *name_row;
  GtkListBox          *shapes_list;
  GtkLabel            *shapes_placeholder;
  GtkWidget           *variants_group;
  AdwPreferencesGroup *shape_group;
  PfStudioShapeGrid   *shape_grid;
  GtkRevealer         *warning_revealer;
  GtkLabel            *warning_label;
  AdwEntryRow         *shape_id_row;
  GtkScale            *weight_scale;
  GtkSwitch           *rotate_switch;
  GtkListBox          *variants_list;
  GtkListBox          *terrains_list;
  GtkListBox          *forbids_list;
  GtkLabel            *preview_title;
  PfStudioMapView     *preview_view;
  GtkLabel            *preview_label;

  PfDocument          *document;
  char                *path;       /* the tile set's item path */
  PfTileset           *tileset;    /* borrowed from the document's project */

  int                  shape;      /* selected shape, or -1 */
  PfShape             *draft;      /* an invalid matrix being edited, or NULL */
  char                *warning;
  int                  expanded_variant;
  char                *message;
  gconstpointer        note_for;   /* the tile set the shown note is about */
  gboolean             updating;
  gboolean             committing;   /* the page commits: the change is its own */
  guint                lists_idle;  /* the lists are rebuilt on this idle */

  gint64               weight_edit_time;
  int                  weight_edit_shape;

  guint64              preview_seed;
  PfMap               *preview;
  PfMapGrid           *preview_grid;
  PfMapStats          *preview_stats;
};

static inline const char *
_pf_tileset_terrain_name (const PfTileset *tileset,
                          int              id)
{
  const PfTerrain *terrain = pf_tileset_find_terrain (tileset, id);

  return terrain != NULL && terrain->name != NULL ? terrain->name : "?";
}

/* pf-studio-tileset-page.c */
PfShape   *_pf_tileset_page_shape             (PfStudioTilesetPage *self);
PfTileset *_pf_tileset_page_copy              (PfStudioTilesetPage *self);
gboolean   _pf_tileset_page_commit            (PfStudioTilesetPage *self,
                                               PfTileset           *edited,
                                               gboolean             record_undo);
/* Commits @edited (transfer full) when a rule of pf-tileset-edit.h @made
 * the edit; otherwise shows @error and frees it. */
gboolean   _pf_tileset_page_commit_made       (PfStudioTilesetPage *self,
                                               PfTileset           *edited,
                                               gboolean             made,
                                               const GError        *error);
void       _pf_tileset_page_message           (PfStudioTilesetPage *self,
                                               const char          *text,
                                               gboolean             is_error);
void       _pf_tileset_page_clear_list        (GtkListBox          *list);
/* Forgets an invalid matrix being edited, and its warning. */
void       _pf_tileset_page_drop_draft        (PfStudioTilesetPage *self);
void       _pf_tileset_page_queue_lists       (PfStudioTilesetPage *self);

/* pf-studio-tileset-edits.c: adding, deleting and moving shapes, variants,
 * terrains and forbid rules */
void       _pf_tileset_edits_class_init       (GtkWidgetClass      *widget_class);

/* pf-studio-tileset-lists.c: variants, terrains and forbid rules */
void       _pf_tileset_page_rebuild_variants  (PfStudioTilesetPage *self);
void       _pf_tileset_page_rebuild_terrains  (PfStudioTilesetPage *self);
void       _pf_tileset_page_rebuild_forbids   (PfStudioTilesetPage *self);
void       _pf_tileset_lists_class_init       (GtkWidgetClass      *widget_class);

/* pf-studio-tileset-preview.c */
void       _pf_tileset_page_regenerate_preview (PfStudioTilesetPage *self);
void       _pf_tileset_preview_init            (PfStudioTilesetPage *self);
void       _pf_tileset_preview_class_init      (GtkWidgetClass      *widget_class);

G_END_DECLS
