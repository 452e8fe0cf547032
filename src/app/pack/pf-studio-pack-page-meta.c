/* pf-studio-pack-page-meta.c: the pack page's title, author and notes, each change one
 * undoable edit of the pack
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <adwaita.h>

#include "pf-studio-pack-page-private.h"
#include "pf-studio-page.h"

/* Notes typed and not yet kept make the window show the project unsaved. */
static void
set_notes_dirty (PfStudioPackPage *self,
                 gboolean          dirty)
{
  if (self->notes_dirty == dirty)
    return;
  self->notes_dirty = dirty;
  pf_studio_page_typing_changed (PF_STUDIO_PAGE (self));
}

static void
set_notes_text (PfStudioPackPage *self,
                const char       *notes)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  if (g_strcmp0 (text, notes ? notes : "") != 0)
    {
      self->setting_notes = TRUE;
      gtk_text_buffer_set_text (buffer, notes ? notes : "", -1);
      self->setting_notes = FALSE;
    }
  set_notes_dirty (self, FALSE);
}

static void
set_entry_text (AdwEntryRow *row,
                const char  *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

void
pf_studio_pack_page_sync_meta (PfStudioPackPage *self)
{
  const PfMeta *meta = self->pack ? &self->pack->meta : NULL;

  set_entry_text (self->title_row, meta ? meta->title : NULL);
  set_entry_text (self->author_row, meta ? meta->author : NULL);
  set_notes_text (self, meta ? meta->notes : NULL);
}

/* One metadata field (its offset in PfMeta) as one undoable edit of the
 * pack; text the pack has already records nothing. */
static void
set_meta_field (PfStudioPackPage *self,
                gsize             field,
                const char       *text)
{
  PfMeta meta;

  if (self->pack == NULL)
    return;
  /* The other fields as they are, borrowed: the document copies them. */
  meta = self->pack->meta;
  G_STRUCT_MEMBER (char *, &meta, field) = (char *) text;
  pf_document_set_meta (self->document, self->path, &meta, NULL);
}

void
pf_studio_pack_page_commit_notes (PfStudioPackPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;
  g_autofree char *text = NULL;

  if (!self->notes_dirty || self->pack == NULL)
    return;
  set_notes_dirty (self, FALSE);
  gtk_text_buffer_get_bounds (buffer, &start, &end);
  text = gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
  set_meta_field (self, G_STRUCT_OFFSET (PfMeta, notes), text);
}

static void
on_notes_changed (PfStudioPackPage *self)
{
  if (!self->setting_notes)
    set_notes_dirty (self, TRUE);
}

static void
on_title_applied (PfStudioPackPage *self)
{
  if (self->pack != NULL)
    set_meta_field (self, G_STRUCT_OFFSET (PfMeta, title),
                    gtk_editable_get_text (GTK_EDITABLE (self->title_row)));
}

static void
on_author_applied (PfStudioPackPage *self)
{
  if (self->pack != NULL)
    set_meta_field (self, G_STRUCT_OFFSET (PfMeta, author),
                    gtk_editable_get_text (GTK_EDITABLE (self->author_row)));
}

void
pf_studio_pack_page_meta_init (PfStudioPackPage *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect_swapped (self->title_row, "apply", G_CALLBACK (on_title_applied), self);
  g_signal_connect_swapped (self->author_row, "apply", G_CALLBACK (on_author_applied), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->notes_view), "changed",
                            G_CALLBACK (on_notes_changed), self);
  /* The notes are committed when they lose the focus, not at each key. */
  g_signal_connect_swapped (focus, "leave", G_CALLBACK (pf_studio_pack_page_commit_notes), self);
  gtk_widget_add_controller (GTK_WIDGET (self->notes_view), focus);
}
