/* pf-studio-shell-preview.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * "Remove full shells → score → collapse", step by step (SPEC §3), on a copy
 * of the layout: the project is never touched here.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-shell-preview"

#include <glib/gi18n.h>
#include <string.h>

#include "pf-studio-shell-preview.h"
#include "pf-studio-count.h"

struct _PfStudioShellPreview
{
  GObject        parent_instance;

  gboolean       valid;      /* whether the layout fits a board */
  char          *error;
  PfShellBoard  *base;       /* the layout the simulation started from */
  PfShellSim    *sim;
  gboolean       active;
  guint64        removed;
  PfShellLayout *layout;     /* the simulated board, for drawing */
  char          *message;
};

G_DEFINE_FINAL_TYPE (PfStudioShellPreview, pf_studio_shell_preview, G_TYPE_OBJECT)

/* Auxiliary methods */

static char *
shells_text (const PfShellClear *clear)
{
  GString *text = g_string_new (NULL);

  for (guint i = 0; i < clear->n_shells; i++)
    g_string_append_printf (text, i == 0 ? "%u" : ", %u", clear->shells[i]);
  return g_string_free (text, FALSE);
}

static void
update_layout (PfStudioShellPreview *self)
{
  if (!self->active)
    return;
  if (self->layout == NULL)
    self->layout = pf_shell_layout_new ("preview");
  pf_shell_board_to_layout (&self->sim->board, self->layout);
}

/* GObject overrides */

static void
pf_studio_shell_preview_finalize (GObject *object)
{
  PfStudioShellPreview *self = PF_STUDIO_SHELL_PREVIEW (object);

  g_clear_pointer (&self->error, g_free);
  g_clear_pointer (&self->base, g_free);
  g_clear_pointer (&self->sim, g_free);
  g_clear_pointer (&self->layout, pf_shell_layout_free);
  g_clear_pointer (&self->message, g_free);

  G_OBJECT_CLASS (pf_studio_shell_preview_parent_class)->finalize (object);
}

static void
pf_studio_shell_preview_class_init (PfStudioShellPreviewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pf_studio_shell_preview_finalize;
}

static void
pf_studio_shell_preview_init (PfStudioShellPreview *self)
{
  self->base = g_new0 (PfShellBoard, 1);
  self->sim = g_new0 (PfShellSim, 1);
  pf_shell_sim_init (self->sim, NULL);
}

/* Public API */

PfStudioShellPreview *
pf_studio_shell_preview_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_SHELL_PREVIEW, NULL);
}

void
pf_studio_shell_preview_reset (PfStudioShellPreview *self)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self));

  pf_shell_sim_init (self->sim, self->valid ? self->base : NULL);
  self->active = FALSE;
  self->removed = 0;
  g_clear_pointer (&self->message, g_free);
}

void
pf_studio_shell_preview_sync (PfStudioShellPreview *self,
                              const PfShellLayout  *layout)
{
  g_autofree PfShellBoard *board = g_new0 (PfShellBoard, 1);
  g_autoptr(GError) error = NULL;
  gboolean was_valid;

  g_return_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self));

  was_valid = self->valid;
  g_clear_pointer (&self->error, g_free);
  self->valid = layout != NULL && pf_shell_board_from_layout (board, layout, &error);
  if (error != NULL)
    self->error = g_strdup_printf (_("Cannot simulate: %s"), error->message);

  if (!self->valid || !was_valid || !self->active ||
      memcmp (board, self->base, sizeof *board) != 0)
    {
      memcpy (self->base, board, sizeof *board);
      pf_studio_shell_preview_reset (self);
    }
}

void
pf_studio_shell_preview_step (PfStudioShellPreview *self)
{
  g_autofree char *shells = NULL;
  g_autofree char *message = NULL;
  PfShellClear clear;

  g_return_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self));

  if (!self->valid)
    return;

  switch (pf_shell_sim_step (self->sim, &clear))
    {
    case PF_SHELL_SIM_REMOVED:
      {
        g_autofree char *score = pf_studio_format_count ((gint64) clear.score);
        g_autofree char *squares = g_strdup_printf (ngettext ("%u square", "%u squares",
                                                              clear.squares), clear.squares);

        self->active = TRUE;
        self->removed = 0;
        for (guint i = 0; i < clear.n_shells; i++)
          if (clear.shells[i] < 64)
            self->removed |= G_GUINT64_CONSTANT (1) << clear.shells[i];
        shells = shells_text (&clear);
        /* TRANSLATORS: the shells removed ("1, 2"), "12 squares", the score */
        message = g_strdup_printf (ngettext ("Removed shell %s: %s, +%s · "
                                             "step again to collapse",
                                             "Removed shells %s: %s, +%s · "
                                             "step again to collapse", clear.n_shells),
                                   shells, squares, score);
      }
      break;

    case PF_SHELL_SIM_COLLAPSED:
      self->removed = 0;
      shells = shells_text (&clear);
      if (pf_studio_shell_preview_can_step (self))
        message = g_strdup_printf (ngettext ("Shell %s collapsed, and a shell is full again: "
                                             "the cascade goes on",
                                             "Shells %s collapsed, and a shell is full again: "
                                             "the cascade goes on", clear.n_shells), shells);
      else
        message = g_strdup_printf (ngettext ("Shell %s collapsed: the outer cells fell inward",
                                             "Shells %s collapsed: the outer cells fell inward",
                                             clear.n_shells), shells);
      break;

    case PF_SHELL_SIM_IDLE:
    default:
      message = g_strdup (_("No shell is full: nothing to clear"));
      break;
    }

  update_layout (self);
  pf_studio_shell_preview_set_message (self, message);
}

void
pf_studio_shell_preview_run (PfStudioShellPreview *self)
{
  g_autofree char *message = NULL;
  gboolean had_pending;
  guint n;

  g_return_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self));

  if (!self->valid)
    return;

  had_pending = self->sim->has_pending;
  n = pf_shell_sim_settle (self->sim, NULL);
  self->active = self->active || n > 0 || had_pending;
  self->removed = 0;
  if (n > 0)
    message = g_strdup_printf (ngettext ("Settled after %u more clear",
                                         "Settled after %u more clears", n), n);
  else if (had_pending)
    message = g_strdup (_("Settled: the removed shells collapsed"));
  else
    message = g_strdup (_("No shell is full: nothing to clear"));

  update_layout (self);
  pf_studio_shell_preview_set_message (self, message);
}

gboolean
pf_studio_shell_preview_get_active (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), FALSE);
  return self->active;
}

gboolean
pf_studio_shell_preview_can_step (PfStudioShellPreview *self)
{
  guint shells[PF_SHELL_COUNT];

  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), FALSE);
  return self->valid &&
         (self->sim->has_pending || pf_shell_board_full_shells (&self->sim->board, shells) > 0);
}

gboolean
pf_studio_shell_preview_get_changed (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), FALSE);
  return self->active && memcmp (&self->sim->board, self->base, sizeof (PfShellBoard)) != 0;
}

const PfShellSim *
pf_studio_shell_preview_get_sim (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), NULL);
  return self->sim;
}

const PfShellLayout *
pf_studio_shell_preview_get_layout (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), NULL);
  return self->active ? self->layout : NULL;
}

guint64
pf_studio_shell_preview_get_removed (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), 0);
  return self->active ? self->removed : 0;
}

char *
pf_studio_shell_preview_dup_summary (PfStudioShellPreview *self)
{
  g_autofree char *score = NULL;
  g_autofree char *clears = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), NULL);

  score = pf_studio_format_count ((gint64) self->sim->score);
  clears = g_strdup_printf (ngettext ("%u clear", "%u clears", self->sim->clears),
                            self->sim->clears);
  /* TRANSLATORS: the simulation: score, number of clears, the fall interval in seconds */
  return g_strdup_printf (_("Score %s · %s · fall interval %.2f s"), score, clears,
                          self->sim->interval);
}

const char *
pf_studio_shell_preview_get_message (PfStudioShellPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self), NULL);

  if (!self->valid && self->error != NULL)
    return self->error;
  if (self->message != NULL)
    return self->message;
  if (!self->valid)
    return "";
  if (pf_studio_shell_preview_can_step (self))
    return _("A shell is full: step to remove it and score");
  return _("No shell is full: fill a whole ring to simulate a clear");
}

void
pf_studio_shell_preview_set_message (PfStudioShellPreview *self,
                                     const char           *message)
{
  g_return_if_fail (PF_STUDIO_IS_SHELL_PREVIEW (self));

  g_free (self->message);
  self->message = g_strdup (message);
}
