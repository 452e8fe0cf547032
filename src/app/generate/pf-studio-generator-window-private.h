/* pf-studio-generator-window-private.h: the fields of the generator windows' base, shared
 * by pf-studio-generator-window*.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "pf-studio-generator-window.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWidget            *start_button;
  GtkWidget            *stop_button;
  GtkWidget            *accept_button;
  GtkBox               *body;
  AdwPreferencesGroup  *settings;
  GPtrArray            *setting_widgets;  /* GtkWidget*, borrowed: insensitive while running */
  GtkProgressBar       *progress;
  GtkLabel             *status_label;
  GtkWidget            *accept_box;
  GtkLabel             *accept_label;
  GtkEntry             *seed_entry;       /* NULL until the subclass adds it */
  PfStudioLevelPreview *preview;
  int                   previewed;         /* the place of the level previewed, or -1 */

  PfDocument           *document;
  char                 *pack_path;
  PfJob                *job;
  gint64                started;           /* monotonic µs */
  GPtrArray            *sources;           /* PfTriLevel*, borrowed: see get_sources() */
  PfTriLevel           *open_room;         /* the source of a pack with no levels */
  gboolean              adding;            /* Add to Pack is changing the pack */
  char                 *pack_title;        /* the pack's title when last seen */
  gboolean              told_gone;         /* the accept label says the pack was deleted */
} PfStudioGeneratorWindowPrivate;

PfStudioGeneratorWindowPrivate *
pf_studio_generator_window_get_private (PfStudioGeneratorWindow *self);

G_END_DECLS
