/* document-fixtures.c: what the document tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "document-fixtures.h"

/* Auxiliary methods */

static char *
document_starter_path (void)
{
  const char *root = g_getenv ("PF_SOURCE_ROOT");

  if (root != NULL)
    return g_build_filename (root, "data", "examples", "starter.xml", NULL);
  return g_test_build_filename (G_TEST_DIST, "..", "data", "examples", "starter.xml", NULL);
}

/* Callbacks */

static void
on_item_changed (PfDocument    *document,
                 const char    *path,
                 DocumentHeard *heard)
{
  g_ptr_array_add (heard->changed, g_strdup (path));
}

static void
on_items_changed (PfDocument    *document,
                  guint          kind,
                  const char    *pack,
                  DocumentHeard *heard)
{
  g_ptr_array_add (heard->lists, g_strdup_printf ("%s:%s", pf_item_kind_to_string (kind),
                                                  pack ? pack : ""));
}

/* Public API */

PfDocument *
document_load_starter (void)
{
  g_autofree char *path = document_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfDocument *document = pf_document_load (file, &error);

  g_assert_no_error (error);
  return document;
}

PfProject *
document_load_starter_project (void)
{
  g_autofree char *path = document_starter_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  PfProject *project = pf_project_load (file, &error);

  g_assert_no_error (error);
  return project;
}

guint
document_count_steps (PfDocument *document)
{
  guint n = 0;

  for (; pf_document_can_undo (document); n++)
    g_free (pf_document_undo (document));
  for (guint i = 0; i < n; i++)
    g_free (pf_document_redo (document));
  return n;
}

char *
document_text (PfDocument *document)
{
  return pf_project_to_data (pf_document_get_project (document));
}

void
assert_document_loadable (PfDocument *document)
{
  g_autofree char *text = document_text (document);
  g_autoptr(GError) error = NULL;
  g_autoptr(PfProject) again = pf_project_load_from_data (text, -1, "document", &error);

  g_assert_no_error (error);
  g_assert_nonnull (again);
}

void
assert_document_undo_redo (PfDocument *document,
                           const char *before)
{
  g_autofree char *after = document_text (document);
  g_autofree char *undone = NULL;
  g_autofree char *redone = NULL;
  g_autofree char *focus = NULL;

  g_assert_cmpstr (before, !=, after);
  g_assert_true (pf_document_can_undo (document));
  g_free (pf_document_undo (document));
  undone = document_text (document);
  g_assert_cmpstr (undone, ==, before);
  g_assert_true (pf_document_can_redo (document));
  focus = pf_document_redo (document);
  redone = document_text (document);
  g_assert_cmpstr (redone, ==, after);
  assert_document_loadable (document);
}

void
document_listen (PfDocument    *document,
                 DocumentHeard *heard)
{
  heard->changed = g_ptr_array_new_with_free_func (g_free);
  heard->lists = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (document, "item-changed", G_CALLBACK (on_item_changed), heard);
  g_signal_connect (document, "items-changed", G_CALLBACK (on_items_changed), heard);
}

void
document_heard_clear (DocumentHeard *heard)
{
  g_ptr_array_set_size (heard->changed, 0);
  g_ptr_array_set_size (heard->lists, 0);
}

void
document_heard_free (DocumentHeard *heard)
{
  g_ptr_array_unref (heard->changed);
  g_ptr_array_unref (heard->lists);
}

gboolean
document_heard_has (GPtrArray  *what,
                    const char *text)
{
  for (guint i = 0; i < what->len; i++)
    if (g_strcmp0 (g_ptr_array_index (what, i), text) == 0)
      return TRUE;
  return FALSE;
}

void
document_heard_assert_one (PfDocument    *document,
                           DocumentHeard *heard,
                           const char    *path)
{
  g_assert_cmpuint (heard->changed->len, ==, 1);
  g_assert_cmpstr (g_ptr_array_index (heard->changed, 0), ==, path);
  g_signal_handlers_disconnect_by_data (document, heard);
  document_heard_free (heard);
}
