/* pf-studio-window-level-actions.c: the level edit actions of the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The edits of the selected level (SPEC §9.1) as actions of the window, so
 * the canvas's gestures, keys, tests and a script over the session bus all
 * reach the same named operations of the document. Each is one undo step
 * (a page's stroke joins several into one); an edit that is not allowed
 * changes nothing, and the window says why.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-window"

#include <glib/gi18n.h>

#include "pf-studio-window-private.h"
#include "pf-error.h"
#include "pf-tri-level-edit.h"

/* Auxiliary methods */

/* The selected level's path, or NULL when the selection is no level. */
static const char *
selected_level (PfStudioWindow *self)
{
  const char *path = pf_studio_sidebar_get_selected_path (self->sidebar);

  return pf_item_path_kind (path, NULL) == PF_ITEM_LEVEL ? path : NULL;
}

static void
on_refusal_dismissed (AdwToast       *toast,
                      PfStudioWindow *self)
{
  if (self->refusal_toast == toast)
    self->refusal_toast = NULL;
}

void
pf_studio_window_report_refusal (PfStudioWindow *self,
                                 const GError   *error)
{
  g_return_if_fail (PF_STUDIO_IS_WINDOW (self));
  g_return_if_fail (error != NULL);

  /* A stroke that meets the same obstacle again says it once. */
  if (self->refusal_toast != NULL && g_strcmp0 (self->last_refusal, error->message) == 0)
    return;
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (error->message);
  self->refusal_toast = pf_studio_toast_new (error->message);
  adw_toast_set_timeout (self->refusal_toast, 3);
  g_signal_connect_object (self->refusal_toast, "dismissed", G_CALLBACK (on_refusal_dismissed),
                           self, 0);
  adw_toast_overlay_add_toast (self->toast_overlay, self->refusal_toast);
}

/* Callbacks */

/* Every level edit action: its parameter, unpacked by its name, becomes
 * the document operation of that name. A refusal is reported; a success
 * forgets the last one. */
static void
edit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  PfStudioWindow *self = user_data;
  PfDocument *document = self->document;
  const char *name = g_action_get_name (G_ACTION (action));
  const char *path = selected_level (self);
  g_autoptr(GError) error = NULL;
  gboolean done = FALSE;
  guint index, value;
  gboolean flag;
  gint steps;

  if (g_str_equal (name, "add-block"))
    {
      const char *axis_name;
      PfTriAxis axis;

      g_variant_get (parameter, "(&suub)", &axis_name, &index, &value, &flag);
      if (pf_tri_axis_from_string (axis_name, &axis))
        done = pf_document_level_add_block (document, path, axis, index, value, flag, &error);
      else
        g_set_error (&error, PF_ERROR, PF_ERROR_INVALID,
                     _("“%s” is not an axis: a block lies along u, v or w"), axis_name);
    }
  else if (g_str_equal (name, "delete-block"))
    done = pf_document_level_delete_block (document, path, g_variant_get_uint32 (parameter),
                                           &error);
  else if (g_str_equal (name, "move-block"))
    {
      g_variant_get (parameter, "(ui)", &index, &steps);
      done = pf_document_level_move_block (document, path, index, steps, &error);
    }
  else if (g_str_equal (name, "resize-block"))
    {
      g_variant_get (parameter, "(uu)", &index, &value);
      done = pf_document_level_resize_block (document, path, index, value, &error);
    }
  else
    {
      g_variant_get (parameter, "(ub)", &index, &flag);
      if (g_str_equal (name, "set-wall"))
        done = pf_document_level_set_wall (document, path, index, flag, &error);
      else if (g_str_equal (name, "set-goal"))
        done = pf_document_level_set_goal (document, path, index, flag, &error);
      else
        done = pf_document_level_set_key (document, path, index, flag, &error);
    }

  if (done)
    g_clear_pointer (&self->last_refusal, g_free);
  else if (error != NULL)
    pf_studio_window_report_refusal (self, error);
}

static void
analyze_action (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PfStudioWindow *self = user_data;

  if (selected_level (self) != NULL)
    gtk_widget_activate_action (gtk_stack_get_child_by_name (self->content_stack, "level"),
                                "level.analyze", NULL);
}

static const GActionEntry level_actions[] = {
  { "set-wall", edit_action, "(ub)" },
  { "set-goal", edit_action, "(ub)" },
  { "add-block", edit_action, "(suub)" },
  { "delete-block", edit_action, "u" },
  { "set-key", edit_action, "(ub)" },
  { "move-block", edit_action, "(ui)" },
  { "resize-block", edit_action, "(uu)" },
  { "analyze", analyze_action },
};

/* Public API */

void
pf_studio_window_level_actions_init (PfStudioWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), level_actions,
                                   G_N_ELEMENTS (level_actions), self);
}

void
pf_studio_window_level_actions_update (PfStudioWindow *self)
{
  gboolean level = !pf_studio_window_shows_start (self) && selected_level (self) != NULL;

  for (guint i = 0; i < G_N_ELEMENTS (level_actions); i++)
    {
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), level_actions[i].name);

      g_simple_action_set_enabled (G_SIMPLE_ACTION (action), level);
    }
}

const char *
pf_studio_window_get_last_refusal (PfStudioWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_WINDOW (self), NULL);
  return self->last_refusal;
}
