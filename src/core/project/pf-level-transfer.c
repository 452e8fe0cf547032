/* pf-level-transfer.c: levels moving between packs, files and the clipboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-project"

#include <string.h>

#include "pf-file-kind.h"
#include "pf-error.h"
#include "pf-level-transfer.h"
#include "pf-pack-json.h"
#include "pf-project-private.h"
#include "pf-tri-measure.h"
#include "pf-tri-same-puzzle.h"

char *
pf_tri_level_to_text (const PfTriLevel *level)
{
  g_return_val_if_fail (level != NULL, NULL);

  return pf_project_level_to_xml (level);
}

/* Skips white space, a byte order mark, the XML declaration, processing
 * instructions and comments before the first element or JSON value. */
static const char *
skip_prolog (const char *p,
             const char *end)
{
  if (end - p >= 3 && memcmp (p, "\xef\xbb\xbf", 3) == 0)
    p += 3;
  while (p < end)
    {
      const char *close;

      if (g_ascii_isspace (*p))
        p++;
      else if (end - p >= 2 && memcmp (p, "<?", 2) == 0 &&
               (close = g_strstr_len (p, end - p, "?>")) != NULL)
        p = close + 2;
      else if (end - p >= 4 && memcmp (p, "<!--", 4) == 0 &&
               (close = g_strstr_len (p + 4, end - p - 4, "-->")) != NULL)
        p = close + 3;
      else
        break;
    }
  return p;
}

static gboolean
starts_element (const char *p,
                const char *end,
                const char *name)
{
  gsize n = strlen (name);

  return end - p > (gssize) (n + 1) && p[0] == '<' && memcmp (p + 1, name, n) == 0 &&
         (g_ascii_isspace (p[n + 1]) || p[n + 1] == '>' || p[n + 1] == '/');
}

/* The levels of every pack of @project (copies, without their playtest
 * results), with the pack's id and metadata when it has one pack. */
static PfTriPack *
pack_of_project (PfProject *project)
{
  GPtrArray *packs = pf_project_get_packs (project);
  PfTriPack *only = packs->len == 1 ? g_ptr_array_index (packs, 0) : NULL;
  PfTriPack *source = pf_tri_pack_new (only != NULL ? only->id : "levels");

  if (only != NULL)
    pf_meta_copy (&source->meta, &only->meta);
  for (guint i = 0; i < packs->len; i++)
    {
      PfTriPack *pack = g_ptr_array_index (packs, i);

      for (guint j = 0; j < pack->levels->len; j++)
        g_ptr_array_add (source->levels, pf_tri_level_copy (g_ptr_array_index (pack->levels, j)));
    }
  return source;
}

PfTriPack *
pf_tri_pack_from_text (const char  *text,
                       gssize       length,
                       const char  *display_name,
                       GError     **error)
{
  g_autoptr(PfProject) project = NULL;
  g_autofree char *open = NULL;
  const char *end, *start;
  const char *close = NULL;

  g_return_val_if_fail (text != NULL, NULL);

  if (length < 0)
    length = strlen (text);
  if (display_name == NULL)
    display_name = "clipboard";
  end = text + length;
  start = skip_prolog (text, end);

  if (start < end && (*start == '{' || *start == '['))
    return pf_pack_json_read (text, length, display_name, error);
  if (pf_text_is_wide (text, length))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "%s:1: the file is UTF-16 or UTF-32; project files and pack JSON are UTF-8",
                   display_name);
      return NULL;
    }

  /* A fragment is wrapped into a project on the line it starts on, so the
   * lines of the errors are the lines of @text. */
  if (starts_element (start, end, "tri-level"))
    {
      open = g_strdup_printf ("<polyform-project version=\"%d\"><tri-pack id=\"clipboard\">",
                              PF_PROJECT_FORMAT_VERSION);
      close = "</tri-pack></polyform-project>";
    }
  else if (starts_element (start, end, "tri-pack"))
    {
      open = g_strdup_printf ("<polyform-project version=\"%d\">", PF_PROJECT_FORMAT_VERSION);
      close = "</polyform-project>";
    }
  else if (!starts_element (start, end, "polyform-project"))
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID,
                   "%s: no levels here: expected a <tri-level> element, a project file or a "
                   "pack JSON", display_name);
      return NULL;
    }

  if (open != NULL)
    {
      g_autoptr(GString) document = g_string_sized_new (length + 128);

      g_string_append_len (document, text, start - text);
      g_string_append (document, open);
      g_string_append_len (document, start, end - start);
      g_string_append (document, close);
      project = pf_project_load_from_data (document->str, document->len, display_name, error);
    }
  else
    project = pf_project_load_from_data (text, length, display_name, error);
  if (project == NULL)
    return NULL;
  return pack_of_project (project);
}

GPtrArray *
pf_tri_levels_from_text (const char  *text,
                         gssize       length,
                         const char  *display_name,
                         GError     **error)
{
  g_autoptr(PfTriPack) pack = pf_tri_pack_from_text (text, length, display_name, error);

  if (pack == NULL)
    return NULL;
  /* A pack JSON's levels carry no playtest results; a project's are copies. */
  return g_ptr_array_ref (pack->levels);
}

GPtrArray *
pf_tri_pack_find_repeats (const PfTriPack *pack,
                          GPtrArray       *levels)
{
  g_autoptr(PfTriPuzzleSet) seen = pf_tri_puzzle_set_new (0);
  GPtrArray *repeats;

  g_return_val_if_fail (pack != NULL && levels != NULL, NULL);

  for (guint i = 0; i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      pf_tri_puzzle_set_add (seen, level, level, NULL);
    }
  repeats = g_ptr_array_sized_new (levels->len);
  for (guint i = 0; i < levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (levels, i);
      gpointer same = NULL;

      pf_tri_puzzle_set_add (seen, level, level, &same);
      g_ptr_array_add (repeats, same);
    }
  return repeats;
}

guint
pf_tri_pack_add_levels (PfTriPack  *pack,
                        GPtrArray  *levels,
                        int         position,
                        GPtrArray **added,
                        GPtrArray **skipped)
{
  g_autoptr(GPtrArray) added_levels = g_ptr_array_new ();
  g_autoptr(GPtrArray) messages = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) repeats = NULL;
  g_autoptr(GHashTable) copies = g_hash_table_new (NULL, NULL);
  guint at;

  g_return_val_if_fail (pack != NULL && levels != NULL, 0);

  repeats = pf_tri_pack_find_repeats (pack, levels);
  at = position < 0 || (guint) position > pack->levels->len ? pack->levels->len : (guint) position;
  for (guint i = 0; i < levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (levels, i);
      const PfTriLevel *same = g_ptr_array_index (repeats, i);
      PfTriLevel *copy;

      if (same != NULL)
        {
          /* A repeat of a level coming in names the copy that came in. */
          const PfTriLevel *in_pack = g_hash_table_lookup (copies, same);

          g_ptr_array_add (messages,
                           g_strdup_printf ("level “%s” is the same puzzle as level “%s” of "
                                            "pack “%s”; skipped", level->id,
                                            in_pack != NULL ? in_pack->id : same->id, pack->id));
          continue;
        }
      copy = pf_tri_level_copy (level);
      g_free (copy->id);
      copy->id = pf_tri_pack_unique_level_id (pack, level->id);
      g_ptr_array_insert (pack->levels, at++, copy);
      g_ptr_array_add (added_levels, copy);
      g_hash_table_insert (copies, (gpointer) level, copy);
    }

  if (added != NULL)
    *added = g_ptr_array_ref (added_levels);
  if (skipped != NULL)
    *skipped = g_steal_pointer (&messages);
  return added_levels->len;
}

gboolean
pf_tri_level_complete_figures (PfTriLevel    *level,
                               guint64        max_states,
                               GCancellable  *cancellable,
                               GError       **error)
{
  const PfTriFigures *figures = &level->figures;
  gboolean any, all;

  g_return_val_if_fail (level != NULL, FALSE);

  any = figures->moves != -1 || figures->difficulty >= 0;
  all = figures->moves != -1 && figures->reachable >= 0 && figures->solved_states >= 0 &&
        figures->farther_states >= 0 && (figures->moves == -2 || figures->difficulty >= 0);
  if (!any || all)
    return TRUE;
  return pf_tri_level_measure (level, max_states, cancellable, NULL, NULL, error);
}
