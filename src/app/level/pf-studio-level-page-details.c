/* pf-studio-level-page-details.c: a level's title, author and notes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The fields are kept, as one edit of the level through the document (one
 * undo step), when the focus leaves them, on Enter in the title or author,
 * on Ctrl+Enter in the notes, and before the page shows another level.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include "pf-studio-level-page-private.h"

/* Auxiliary methods */

static char *
notes_text (PfStudioLevelPage *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* What a field's text becomes in the project: NULL when blank. */
static char *
field_value (const char *text,
             gboolean    strip)
{
  g_autofree char *value = g_strdup (text != NULL ? text : "");
  g_autofree char *stripped = g_strstrip (g_strdup (value));

  if (stripped[0] == '\0')
    return NULL;
  return strip ? g_steal_pointer (&stripped) : g_steal_pointer (&value);
}

static void
set_entry (AdwEntryRow *row,
           const char  *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

/* Callbacks */

static void
on_details_leave (GtkEventControllerFocus *controller,
                  PfStudioLevelPage       *self)
{
  pf_studio_level_page_commit_details (self);
}

static gboolean
on_notes_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              PfStudioLevelPage     *self)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      pf_studio_level_page_commit_details (self);
      return TRUE;
    }
  return FALSE;
}

void
pf_studio_level_page_details_init (PfStudioLevelPage *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  g_signal_connect (focus, "leave", G_CALLBACK (on_details_leave), self);
  gtk_widget_add_controller (self->details_box, focus);

  g_signal_connect_swapped (self->title_row, "entry-activated",
                            G_CALLBACK (pf_studio_level_page_commit_details), self);
  g_signal_connect_swapped (self->author_row, "entry-activated",
                            G_CALLBACK (pf_studio_level_page_commit_details), self);

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_notes_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->notes_view), keys);
}

/* Shows the level's details. Unless @force, fields being typed in keep
 * their text. */
void
pf_studio_level_page_details_sync (PfStudioLevelPage *self,
                                   gboolean           force)
{
  const PfMeta *meta = self->level != NULL ? &self->level->meta : NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  g_autofree char *notes = notes_text (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  gtk_widget_set_sensitive (self->details_box, meta != NULL);
  if (!force && meta != NULL && focus != NULL && gtk_widget_is_ancestor (focus, self->details_box))
    return;
  set_entry (self->title_row, meta ? meta->title : NULL);
  set_entry (self->author_row, meta ? meta->author : NULL);
  if (g_strcmp0 (notes, meta && meta->notes ? meta->notes : "") != 0)
    gtk_text_buffer_set_text (buffer, meta && meta->notes ? meta->notes : "", -1);
}

gboolean
pf_studio_level_page_commit_details (PfStudioLevelPage *self)
{
  g_autofree char *notes_field = NULL;
  g_autofree char *title = NULL, *author = NULL, *notes = NULL;
  PfTriLevel *level;

  if (self->document == NULL || self->level == NULL || self->path == NULL)
    return FALSE;

  notes_field = notes_text (self);
  title = field_value (gtk_editable_get_text (GTK_EDITABLE (self->title_row)), TRUE);
  author = field_value (gtk_editable_get_text (GTK_EDITABLE (self->author_row)), TRUE);
  notes = field_value (notes_field, FALSE);
  if (g_strcmp0 (title, self->level->meta.title) == 0 &&
      g_strcmp0 (author, self->level->meta.author) == 0 &&
      g_strcmp0 (notes, self->level->meta.notes) == 0)
    return FALSE;

  /* One edit of the level: its puzzle and figures are left alone. */
  level = pf_document_begin_edit (self->document, self->path);
  if (level == NULL)
    return FALSE;
  g_free (level->meta.title);
  level->meta.title = g_steal_pointer (&title);
  g_free (level->meta.author);
  level->meta.author = g_steal_pointer (&author);
  g_free (level->meta.notes);
  level->meta.notes = g_steal_pointer (&notes);
  pf_document_end_edit (self->document);
  return TRUE;
}
