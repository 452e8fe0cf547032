/* pf-studio-title-row.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-title-row"

#include "pf-studio-page.h"
#include "pf-studio-title-row.h"

struct _PfStudioTitleRow
{
  AdwEntryRow  parent_instance;

  PfDocument  *document;
  char        *path;
  char        *shown;   /* the title last put in the row */
};

G_DEFINE_FINAL_TYPE (PfStudioTitleRow, pf_studio_title_row, ADW_TYPE_ENTRY_ROW)

static void
on_apply (PfStudioTitleRow *self)
{
  g_autofree char *path = g_strdup (self->path);

  if (self->document == NULL || path == NULL)
    return;
  /* The rename may change the item's path and come back here. */
  pf_document_rename_item (self->document, path, gtk_editable_get_text (GTK_EDITABLE (self)));
}

static void
pf_studio_title_row_dispose (GObject *object)
{
  PfStudioTitleRow *self = PF_STUDIO_TITLE_ROW (object);

  g_clear_object (&self->document);

  G_OBJECT_CLASS (pf_studio_title_row_parent_class)->dispose (object);
}

static void
pf_studio_title_row_finalize (GObject *object)
{
  PfStudioTitleRow *self = PF_STUDIO_TITLE_ROW (object);

  g_free (self->path);
  g_free (self->shown);

  G_OBJECT_CLASS (pf_studio_title_row_parent_class)->finalize (object);
}

static void
pf_studio_title_row_class_init (PfStudioTitleRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pf_studio_title_row_dispose;
  object_class->finalize = pf_studio_title_row_finalize;
}

static void
pf_studio_title_row_init (PfStudioTitleRow *self)
{
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self), TRUE);
  g_signal_connect (self, "apply", G_CALLBACK (on_apply), NULL);
}

GtkWidget *
pf_studio_title_row_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_TITLE_ROW, NULL);
}

void
pf_studio_title_row_set_item (PfStudioTitleRow *self,
                              PfDocument       *document,
                              const char       *path)
{
  PfItemPlace place;
  const char *title = NULL;

  g_return_if_fail (PF_STUDIO_IS_TITLE_ROW (self));

  g_set_object (&self->document, document);
  pf_studio_page_store_path (&self->path, path);
  if (document != NULL && path != NULL &&
      pf_project_locate (pf_document_get_project (document), path, &place) &&
      place.kind != PF_ITEM_PLAYTEST)
    title = pf_item_get_title (place.kind, place.item);
  gtk_widget_set_sensitive (GTK_WIDGET (self), title != NULL);

  if (g_strcmp0 (title, self->shown) == 0)
    return;
  g_free (self->shown);
  self->shown = g_strdup (title);
  if (g_strcmp0 (title ? title : "", gtk_editable_get_text (GTK_EDITABLE (self))) == 0)
    return;
  /* Text set from here is no edit of the designer's: no apply button for it. */
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self), FALSE);
  gtk_editable_set_text (GTK_EDITABLE (self), title ? title : "");
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (self), TRUE);
}
