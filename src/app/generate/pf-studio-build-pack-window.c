/* pf-studio-build-pack-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pf_tri_build_pack() (the same builder as `polyform build-pack`) runs in a
 * worker thread from the pack's own levels; its reports come back to the
 * main loop, where the chart shows each target and what was found for it.
 * A hover on a dot shows that level, a click plays it in the preview. The
 * levels found are added in order of moves (in the order of their targets
 * on the steps curve), as one undo step, with the run's settings in their
 * notes. The curve's shape and the constraints a level must meet are
 * settings too, each with an action and a shortcut (build.curve,
 * build.minimal, build.unique, build.min-narrow).
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-build-pack-window.h"
#include "pf-studio-settings.h"
#include "pf-studio-curve-chart.h"
#include "pf-studio-fold-box.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-studio-spin-wheel.h"
#include "pf-tri-pack-builder.h"
#include "pf-studio-count.h"

/* The curve's share of the height when the preview is under it: with a
 * level shown, the level gets the larger part. */
#define CURVE_SHARE_IDLE    0.5
#define CURVE_SHARE_PLAYING 0.44

struct _PfStudioBuildPackWindow
{
  PfStudioGeneratorWindow  parent_instance;

  GtkSpinButton           *count_spin;
  GtkSpinButton           *min_spin;
  GtkSpinButton           *max_spin;
  GtkSpinButton           *minutes_spin;
  GtkDropDown             *curve_drop;     /* in the order of PfTriPackCurve */
  GtkSwitch               *minimal_switch;
  GtkSwitch               *unique_switch;
  GtkSwitch               *narrow_switch;
  GtkSpinButton           *narrow_spin;
  PfStudioCurveChart      *chart;
  PfStudioFoldBox         *panes;          /* the curve, and the level previewed */
  GtkWidget               *tip;            /* what a hover on a dot shows, owned */
  PfStudioLevelThumbnail  *tip_thumbnail;
  GtkLabel                *tip_label;
  PfStudioThumbnailCache  *thumbnails;

  GPtrArray               *found;          /* PfTriLevel*, owned: the last run's, in order */
  GPtrArray               *by_target;      /* PfTriLevel* or NULL, owned: the same, by target */
  GPtrArray               *added;          /* PfTriLevel*, owned: those of the last Add to Pack */
  GPtrArray               *added_paths;    /* char* or NULL: their copies' item paths */
  char                    *run_note;       /* the settings of the run, for the notes */
};

G_DEFINE_FINAL_TYPE (PfStudioBuildPackWindow, pf_studio_build_pack_window,
                     PF_STUDIO_TYPE_GENERATOR_WINDOW)

#define BASE(self) PF_STUDIO_GENERATOR_WINDOW (self)

/* Auxiliary methods */

/* The curve the settings ask for, before anything is found. */
static void
show_curve (PfStudioBuildPackWindow *self)
{
  guint count = gtk_spin_button_get_value_as_int (self->count_spin);
  gint low_moves = gtk_spin_button_get_value_as_int (self->min_spin);
  gint high_moves = MAX (low_moves, gtk_spin_button_get_value_as_int (self->max_spin));

  PfTriPackCurve curve = gtk_drop_down_get_selected (self->curve_drop);

  pf_studio_curve_chart_clear (self->chart);
  for (guint k = 0; k < count; k++)
    {
      int low, high;
      int moves = pf_tri_pack_curve_target (curve, count, low_moves, high_moves, k, &low, &high);

      pf_studio_curve_chart_set_target (self->chart, k, moves, low, high);
    }
}

/* A designer can trace a level back to the run that made it. */
static void
note_level (PfStudioBuildPackWindow *self,
            PfTriLevel              *level,
            guint                    k,
            int                      target)
{
  g_free (level->meta.notes);
  /* TRANSLATORS: a built level's notes: the run's settings, then the level's number and the
   * moves it aimed at */
  level->meta.notes = g_strdup_printf (ngettext ("%s: level %u, aiming at %d move",
                                                 "%s: level %u, aiming at %d moves", target),
                                       self->run_note, k + 1, target);
}

static void
set_found (PfStudioBuildPackWindow *self,
           guint                    k,
           const PfTriLevel        *level)
{
  if (k >= self->by_target->len)
    g_ptr_array_set_size (self->by_target, k + 1);
  g_clear_pointer (&g_ptr_array_index (self->by_target, k), pf_tri_level_free);
  if (level != NULL)
    g_ptr_array_index (self->by_target, k) = pf_tri_level_copy (level);
}

static void
on_setting_changed (PfStudioBuildPackWindow *self)
{
  /* Min never above max: move the other one along. */
  if (gtk_spin_button_get_value (self->min_spin) > gtk_spin_button_get_value (self->max_spin))
    gtk_spin_button_set_value (self->max_spin, gtk_spin_button_get_value (self->min_spin));
  if (!pf_studio_generator_window_is_running (BASE (self)))
    show_curve (self);
}

/* Callbacks: the settings' actions, ignored while a run goes on (a run
 * takes its settings when it starts) */

static void
curve_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (widget);
  PfTriPackCurve curve;

  if (!pf_studio_generator_window_is_running (BASE (self)) &&
      pf_tri_pack_curve_from_string (g_variant_get_string (parameter, NULL), &curve))
    gtk_drop_down_set_selected (self->curve_drop, curve);
}

static void
toggle_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (widget);
  GtkSwitch *toggled = g_str_equal (action_name, "build.minimal") ? self->minimal_switch
                     : g_str_equal (action_name, "build.unique") ? self->unique_switch
                     : self->narrow_switch;

  if (!pf_studio_generator_window_is_running (BASE (self)))
    gtk_switch_set_active (toggled, !gtk_switch_get_active (toggled));
}

/* The run, in the worker */

typedef struct
{
  GPtrArray       *sources;  /* PfTriLevel copies */
  PfTriPackParams  params;
  PfJob           *job;
} Build;

static void
build_free (Build *build)
{
  g_clear_pointer (&build->sources, g_ptr_array_unref);
  g_free (build);
}

/* One target under way, or a level found for it. */
typedef struct
{
  guint       index;
  int         target;
  PfTriLevel *level;      /* a copy of the level found, or NULL */
} Report;

static void
report_free (Report *report)
{
  g_clear_pointer (&report->level, pf_tri_level_free);
  g_free (report);
}

static void
on_build_report (const PfTriPackTarget  *target,
                 const PfTriGenProgress *progress,
                 gpointer                user_data)
{
  Build *build = user_data;
  Report *report = g_new0 (Report, 1);

  report->index = target->index;
  report->target = target->moves;
  if (progress == NULL && target->level != NULL)
    report->level = pf_tri_level_copy (target->level);
  pf_job_report (build->job, report, (GDestroyNotify) report_free);
}

static gpointer
build_in_worker (PfJob         *job,
                 gpointer       data,
                 GCancellable  *cancellable,
                 GError       **error)
{
  Build *build = data;

  build->job = job;
  build->params.cancellable = cancellable;
  return pf_tri_build_pack (build->sources, build->sources, &build->params, error);
}

/* Callbacks */

static void
on_report (gpointer     owner,
           PfJob       *job,
           gpointer     data)
{
  PfStudioBuildPackWindow *self = owner;
  Report *report = data;
  g_autofree char *text = NULL;
  guint count = gtk_spin_button_get_value_as_int (self->count_spin);
  guint found, minutes, seconds;

  if (report->level != NULL)
    {
      note_level (self, report->level, report->index, report->target);
      set_found (self, report->index, report->level);
      pf_studio_curve_chart_set_found (self->chart, report->index,
                                       report->level->figures.moves);
      pf_studio_generator_window_found_changed (BASE (self));
    }
  pf_studio_curve_chart_set_current (self->chart, report->level != NULL ? -1
                                                                         : (int) report->index);
  found = pf_studio_curve_chart_count_found (self->chart);
  pf_studio_generator_window_get_elapsed (BASE (self), &minutes, &seconds);

  /* The search's own best is left out: it may lie beyond the target, whose
   * level is then a start of that search at the target's distance. */
  /* TRANSLATORS: "Level 5 of 20: aiming at 9 moves · 4 found · 1:05" */
  text = g_strdup_printf (ngettext ("Level %u of %u: aiming at %d move · %u found · %u:%02u",
                                    "Level %u of %u: aiming at %d moves · %u found · %u:%02u",
                                    report->target),
                          report->index + 1, count, report->target, found, minutes, seconds);
  gtk_progress_bar_set_fraction (pf_studio_generator_window_get_progress (BASE (self)),
                                 count > 0 ? (double) found / count : 0);
  gtk_label_set_text (pf_studio_generator_window_get_status (BASE (self)), text);
  pf_studio_generator_window_update (BASE (self));
}

/* A hover on a dot shows that level's thumbnail and figures. */
static gboolean
on_query_tooltip (GtkWidget               *chart,
                  int                      x,
                  int                      y,
                  gboolean                 keyboard,
                  GtkTooltip              *tooltip,
                  PfStudioBuildPackWindow *self)
{
  int k = keyboard ? -1 : pf_studio_curve_chart_dot_at (self->chart, x, y);
  const PfTriLevel *level;
  g_autofree char *text = NULL;
  g_autofree char *states = NULL;

  if (k < 0 || (guint) k >= self->by_target->len ||
      (level = g_ptr_array_index (self->by_target, k)) == NULL)
    return FALSE;
  if (level->figures.difficulty < 0)
    /* TRANSLATORS: a level found but not measured (the run was stopped), under its
     * thumbnail on the curve */
    text = g_strdup_printf (_("Level %d: %d moves\nNot measured yet: the run was stopped\n"
                              "Click to play it"),
                            k + 1, level->figures.moves);
  else
    {
      states = pf_studio_format_count (level->figures.reachable);
      /* TRANSLATORS: a level found, under its thumbnail on the curve */
      text = g_strdup_printf (_("Level %d: %d moves, %d steps\nDifficulty %.1f · %s states\n"
                                "Click to play it"),
                              k + 1, level->figures.moves, level->figures.steps,
                              level->figures.difficulty, states);
    }
  pf_studio_level_thumbnail_set_level (self->tip_thumbnail, level);
  gtk_label_set_text (self->tip_label, text);
  gtk_tooltip_set_custom (tooltip, self->tip);
  return TRUE;
}

static void
on_dot_activated (PfStudioCurveChart      *chart,
                  guint                    k,
                  PfStudioBuildPackWindow *self)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "build.preview", "u", k);
}

/* PfStudioGeneratorWindow overrides */

static void
pf_studio_build_pack_window_start_run (PfStudioGeneratorWindow *base,
                                       PfTriPack               *pack)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  GPtrArray *sources = pf_studio_generator_window_get_sources (base);
  Build *build;

  if (sources->len == 0)
    return;
  gtk_spin_button_update (self->count_spin);
  gtk_spin_button_update (self->min_spin);
  gtk_spin_button_update (self->max_spin);
  gtk_spin_button_update (self->minutes_spin);
  gtk_spin_button_update (self->narrow_spin);

  build = g_new0 (Build, 1);
  build->sources = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  for (guint i = 0; i < sources->len; i++)
    g_ptr_array_add (build->sources, pf_tri_level_copy (g_ptr_array_index (sources, i)));
  pf_tri_pack_params_init (&build->params);
  build->params.count = gtk_spin_button_get_value_as_int (self->count_spin);
  build->params.min_moves = gtk_spin_button_get_value_as_int (self->min_spin);
  build->params.max_moves = gtk_spin_button_get_value_as_int (self->max_spin);
  build->params.curve = gtk_drop_down_get_selected (self->curve_drop);
  build->params.minimal = gtk_switch_get_active (self->minimal_switch);
  build->params.unique = gtk_switch_get_active (self->unique_switch);
  build->params.min_narrow = gtk_switch_get_active (self->narrow_switch)
                             ? gtk_spin_button_get_value_as_int (self->narrow_spin) : 0;
  build->params.seed = pf_studio_generator_window_get_seed (base);
  build->params.max_seconds = gtk_spin_button_get_value (self->minutes_spin) * 60;
  build->params.report = on_build_report;
  build->params.user_data = build;
  g_free (self->run_note);
  {
    g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, build->params.seed);

    /* TRANSLATORS: the first part of a built level's notes; the last %s is the curve's
     * shape as build-pack --curve names it (linear, ease or steps) */
    self->run_note = g_strdup_printf (_("Built along a curve of %u levels from %d to %d moves "
                                        "with seed %s (%s)"),
                                      build->params.count, build->params.min_moves,
                                      build->params.max_moves, seed,
                                      pf_tri_pack_curve_to_string (build->params.curve));
  }

  g_ptr_array_set_size (self->found, 0);
  g_ptr_array_set_size (self->by_target, 0);
  g_ptr_array_set_size (self->added, 0);
  g_ptr_array_set_size (self->added_paths, 0);
  pf_studio_generator_window_levels_moved (base, -1);
  show_curve (self);
  gtk_label_set_text (pf_studio_generator_window_get_accept_label (base), "");
  pf_studio_generator_window_run (base, build_in_worker, build, (GDestroyNotify) build_free,
                                  (GDestroyNotify) pf_tri_pack_result_free, on_report,
                                  _("Building on every core…"));
}

static char *
pf_studio_build_pack_window_finish (PfStudioGeneratorWindow *base,
                                    gpointer                 result,
                                    const GError            *error)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  PfTriPackResult *done = result;
  guint count;

  pf_studio_curve_chart_set_current (self->chart, -1);
  g_ptr_array_set_size (self->found, 0);
  if (done == NULL)
    return g_strdup (error->message);

  count = done->targets->len;
  for (guint i = 0; i < count; i++)
    {
      PfTriPackTarget *target = g_ptr_array_index (done->targets, i);

      if (target->level != NULL)
        note_level (self, target->level, i, target->moves);
      set_found (self, i, target->level);
      pf_studio_curve_chart_set_found (self->chart, i,
                                       target->level ? target->level->figures.moves : -1);
    }
  /* The levels are those of the targets, noted, in order of moves. */
  for (guint i = 0; i < done->levels->len; i++)
    g_ptr_array_add (self->found, pf_tri_level_copy (g_ptr_array_index (done->levels, i)));
  /* Still true once they are added: Add to Pack's label tells what became of them. */
  if (self->found->len == count)
    return g_strdup_printf (ngettext ("Found the %u level", "Found all %u levels", count),
                            count);
  {
    g_autoptr(GString) missed = g_string_new (NULL);
    guint n_missed = 0;

    /* Which targets have none, so the designer knows where the run
     * stalled (a constraint may hold one target for the whole limit). */
    for (guint i = 0; i < count; i++)
      if (((PfTriPackTarget *) g_ptr_array_index (done->targets, i))->level == NULL)
        {
          if (n_missed < 6)
            g_string_append_printf (missed, "%s%u", n_missed > 0 ? ", " : "", i + 1);
          else if (n_missed == 6)
            g_string_append (missed, ", …");
          n_missed++;
        }
    /* TRANSLATORS: "Stopped with 3 of 20 levels found; none for levels 4, 5, 6, …" */
    return g_strdup_printf (ngettext ("Stopped with %u of %u level found; none for %s %s",
                                      "Stopped with %u of %u levels found; none for %s %s",
                                      count),
                            self->found->len, count,
                            n_missed == 1 ? _("level") : _("levels"), missed->str);
  }
}

static void
pf_studio_build_pack_window_update (PfStudioGeneratorWindow *base,
                                    PfTriPack               *pack,
                                    gboolean                 running,
                                    gboolean                *can_start,
                                    gboolean                *can_accept)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);

  *can_start = pf_studio_generator_window_get_sources (base)->len > 0;
  *can_accept = !running && self->found->len > 0;
}

static GPtrArray *
pf_studio_build_pack_window_get_chosen (PfStudioGeneratorWindow *base)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  GPtrArray *levels = g_ptr_array_new ();

  /* Borrowed from the list of levels found, which keeps them until they are added. */
  if (!pf_studio_generator_window_is_running (base))
    g_ptr_array_extend (levels, self->found, NULL, NULL);
  return levels;
}

static void
pf_studio_build_pack_window_remove_chosen (PfStudioGeneratorWindow *base,
                                           GPtrArray               *paths)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  GPtrArray *emptied = self->added;

  /* They stay on the chart, to be looked at and played, and are kept with
   * their copies' paths, to be offered again if the pack loses them. */
  g_ptr_array_set_size (self->added_paths, 0);
  for (guint i = 0; i < self->found->len; i++)
    g_ptr_array_add (self->added_paths,
                     g_strdup (i < paths->len ? g_ptr_array_index (paths, i) : NULL));
  self->added = self->found;
  self->found = emptied;
  g_ptr_array_set_size (self->found, 0);
}

/* The levels of the last Add to Pack follow their copies: once the pack
 * has none of them (Undo), they can be added again; once it has them back
 * (Redo), not. */
static void
pf_studio_build_pack_window_pack_changed (PfStudioGeneratorWindow *base)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  gboolean in_pack = FALSE;

  if (self->added->len == 0 || pf_studio_generator_window_is_running (base))
    return;
  for (guint i = 0; i < self->added_paths->len && !in_pack; i++)
    {
      const char *path = g_ptr_array_index (self->added_paths, i);

      in_pack = path != NULL && pf_studio_generator_window_has_level (base, path);
    }
  if (!in_pack && self->found->len == 0)
    {
      for (guint i = 0; i < self->added->len; i++)
        g_ptr_array_add (self->found, pf_tri_level_copy (g_ptr_array_index (self->added, i)));
      gtk_label_set_text (pf_studio_generator_window_get_accept_label (base),
                          _("Undone: the levels can be added again"));
    }
  else if (in_pack && self->found->len > 0)
    {
      g_ptr_array_set_size (self->found, 0);
      gtk_label_set_text (pf_studio_generator_window_get_accept_label (base),
                          _("Redone: the levels are in the pack again"));
    }
}

static guint
pf_studio_build_pack_window_count_levels (PfStudioGeneratorWindow *base)
{
  return PF_STUDIO_BUILD_PACK_WINDOW (base)->by_target->len;
}

static guint
pf_studio_build_pack_window_count_found (PfStudioGeneratorWindow *base)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  guint count = 0;

  /* Those added stay on the chart, but not here. A run under way fills
   * the list at its end: until then, its levels are those on the chart. */
  if (!pf_studio_generator_window_is_running (base))
    return self->found->len;
  for (guint i = 0; i < self->by_target->len; i++)
    count += g_ptr_array_index (self->by_target, i) != NULL;
  return count;
}

static const PfTriLevel *
pf_studio_build_pack_window_get_level (PfStudioGeneratorWindow  *base,
                                       guint                     position,
                                       char                    **title)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  const PfTriLevel *level = g_ptr_array_index (self->by_target, position);

  if (level != NULL)
    /* TRANSLATORS: the preview's title: the level's number along the curve, and how many */
    *title = g_strdup_printf (_("Level %u of %u"), position + 1, self->by_target->len);
  return level;
}

static void
pf_studio_build_pack_window_measured (PfStudioGeneratorWindow *base,
                                      guint                    position,
                                      const PfTriFigures      *figures)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);
  PfTriLevel *level = position < self->by_target->len ? g_ptr_array_index (self->by_target,
                                                                           position)
                                                      : NULL;

  if (level == NULL || !pf_tri_figures_complete (&level->figures, figures))
    return;
  /* The chart's hover reads them when it shows; the copy to be added
   * takes them too. */
  for (guint i = 0; i < self->found->len; i++)
    {
      PfTriLevel *copy = g_ptr_array_index (self->found, i);

      if (pf_tri_level_same_layout (copy, level))
        pf_tri_figures_complete (&copy->figures, figures);
    }
}

static char *
pf_studio_build_pack_window_dup_title (PfStudioGeneratorWindow *base,
                                       const char              *pack_title)
{
  /* TRANSLATORS: the window's title; %s is the pack's title */
  return g_strdup_printf (_("Build Levels for %s"), pack_title);
}

static void
pf_studio_build_pack_window_describe_found (PfStudioGeneratorWindow  *base,
                                            const char               *pack_title,
                                            char                    **title,
                                            char                    **notes)
{
  /* TRANSLATORS: the title of a recovered pack of levels that Build Levels
   * found; %s is the title of the pack they were made for */
  *title = g_strdup_printf (_("Built for %s, not added"), pack_title);
  /* TRANSLATORS: the notes of that pack; %s is the title of the pack the
   * levels were made for */
  *notes = g_strdup_printf (_("The levels Build Levels found for “%s” and had not added when "
                              "Polyform Studio closed unexpectedly. Merge Into, in this pack's "
                              "menu in the sidebar, moves them all to the end of another pack."),
                            pack_title);
}

static void
pf_studio_build_pack_window_previewed (PfStudioGeneratorWindow *base,
                                       int                      position)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (base);

  pf_studio_curve_chart_set_selected (self->chart, position);
  /* One above the other, a level being played takes more of the height. */
  pf_studio_fold_box_set_folded_ratio (self->panes, position < 0 ? CURVE_SHARE_IDLE
                                                                 : CURVE_SHARE_PLAYING);
}

/* GObject overrides */

static void
pf_studio_build_pack_window_finalize (GObject *object)
{
  PfStudioBuildPackWindow *self = PF_STUDIO_BUILD_PACK_WINDOW (object);

  g_clear_pointer (&self->found, g_ptr_array_unref);
  g_clear_pointer (&self->by_target, g_ptr_array_unref);
  g_clear_pointer (&self->added, g_ptr_array_unref);
  g_clear_pointer (&self->added_paths, g_ptr_array_unref);
  g_clear_pointer (&self->run_note, g_free);
  g_clear_object (&self->tip);
  g_clear_object (&self->thumbnails);
  G_OBJECT_CLASS (pf_studio_build_pack_window_parent_class)->finalize (object);
}

static void
pf_studio_build_pack_window_class_init (PfStudioBuildPackWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PfStudioGeneratorWindowClass *generator_class = PF_STUDIO_GENERATOR_WINDOW_CLASS (klass);

  object_class->finalize = pf_studio_build_pack_window_finalize;
  generator_class->start = pf_studio_build_pack_window_start_run;
  generator_class->finish = pf_studio_build_pack_window_finish;
  generator_class->update = pf_studio_build_pack_window_update;
  generator_class->get_chosen = pf_studio_build_pack_window_get_chosen;
  generator_class->remove_chosen = pf_studio_build_pack_window_remove_chosen;
  generator_class->pack_changed = pf_studio_build_pack_window_pack_changed;
  generator_class->count_levels = pf_studio_build_pack_window_count_levels;
  generator_class->get_level = pf_studio_build_pack_window_get_level;
  generator_class->count_found = pf_studio_build_pack_window_count_found;
  generator_class->dup_title = pf_studio_build_pack_window_dup_title;
  generator_class->describe_found = pf_studio_build_pack_window_describe_found;
  generator_class->measured = pf_studio_build_pack_window_measured;
  generator_class->previewed = pf_studio_build_pack_window_previewed;
  pf_studio_generator_window_class_install_actions (generator_class, "build");
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "build.curve", "s", curve_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "build.minimal", NULL,
                                   toggle_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "build.unique", NULL,
                                   toggle_action);
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "build.min-narrow", NULL,
                                   toggle_action);
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_1, GDK_ALT_MASK,
                                       "build.curve", "s", "linear");
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_2, GDK_ALT_MASK,
                                       "build.curve", "s", "ease");
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_3, GDK_ALT_MASK,
                                       "build.curve", "s", "steps");
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_m, GDK_ALT_MASK,
                                       "build.minimal", NULL);
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_u, GDK_ALT_MASK,
                                       "build.unique", NULL);
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_n, GDK_ALT_MASK,
                                       "build.min-narrow", NULL);
}

/* A spin button for the moves of one end of the curve. */
static GtkSpinButton *
moves_spin_new (double      value,
                const char *label)
{
  GtkWidget *spin = gtk_spin_button_new_with_range (1, 250, 1);

  pf_studio_wheel_scrolls_panel (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
  return GTK_SPIN_BUTTON (spin);
}

/* The shape of the curve and the constraints, after the curve's numbers. */
static void
add_shape_settings (PfStudioBuildPackWindow *self)
{
  PfStudioGeneratorWindow *base = BASE (self);
  /* TRANSLATORS: the shapes of the difficulty curve, as build-pack --curve linear, ease and
   * steps */
  static const char *const shapes[] = { NC_("curve shape", "Linear"), NC_("curve shape", "Ease"),
                                        NC_("curve shape", "Steps"), NULL };
  const char *names[G_N_ELEMENTS (shapes)] = { NULL };
  GtkWidget *narrow = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  for (guint i = 0; shapes[i] != NULL; i++)
    names[i] = g_dpgettext2 (NULL, "curve shape", shapes[i]);
  self->curve_drop = GTK_DROP_DOWN (gtk_drop_down_new_from_strings (names));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->curve_drop),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Shape"), -1);
  pf_studio_generator_window_add_setting (base, _("Shape"),
                                          _("Straight; slow, then faster; or groups of four "
                                            "with a rest after each (Alt+1, 2, 3)"),
                                          GTK_WIDGET (self->curve_drop));
  self->minimal_switch = GTK_SWITCH (gtk_switch_new ());
  pf_studio_generator_window_add_setting (base, _("Minimal"),
                                          _("No block that could go (Alt+M)"),
                                          GTK_WIDGET (self->minimal_switch));
  self->unique_switch = GTK_SWITCH (gtk_switch_new ());
  pf_studio_generator_window_add_setting (base, _("Unique"),
                                          _("One optimal solution; slow (Alt+U)"),
                                          GTK_WIDGET (self->unique_switch));
  self->narrow_spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (1, 250, 1));
  pf_studio_wheel_scrolls_panel (GTK_WIDGET (self->narrow_spin));
  gtk_spin_button_set_value (self->narrow_spin, 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->narrow_spin),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Narrow steps"), -1);
  self->narrow_switch = GTK_SWITCH (gtk_switch_new ());
  gtk_widget_set_valign (GTK_WIDGET (self->narrow_switch), GTK_ALIGN_CENTER);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->narrow_switch),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("At least this many narrow "
                                                                   "steps"), -1);
  gtk_box_append (GTK_BOX (narrow), GTK_WIDGET (self->narrow_spin));
  gtk_box_append (GTK_BOX (narrow), GTK_WIDGET (self->narrow_switch));
  pf_studio_generator_window_add_setting (base, _("Narrow Steps"),
                                          _("At least this many moves with one way forward "
                                            "(Alt+N)"), narrow);
  g_signal_connect_swapped (self->curve_drop, "notify::selected",
                            G_CALLBACK (on_setting_changed), self);
}

/* The curve and the constraints as last set, in this window or an earlier
 * one; bound once the window is whole, as each change redraws the curve. */
static void
bind_settings (PfStudioBuildPackWindow *self)
{
  pf_studio_settings_bind ("build-count", self->count_spin, "value");
  pf_studio_settings_bind ("build-from", self->min_spin, "value");
  pf_studio_settings_bind ("build-to", self->max_spin, "value");
  pf_studio_settings_bind ("build-minutes", self->minutes_spin, "value");
  pf_studio_settings_bind ("build-curve", self->curve_drop, "selected");
  pf_studio_settings_bind ("build-minimal", self->minimal_switch, "active");
  pf_studio_settings_bind ("build-unique", self->unique_switch, "active");
  pf_studio_settings_bind ("build-narrow", self->narrow_switch, "active");
  pf_studio_settings_bind ("build-narrow-steps", self->narrow_spin, "value");
}

/* What a hover on a dot shows: the level's thumbnail and figures. */
static void
build_tip (PfStudioBuildPackWindow *self)
{
  GtkWidget *tip = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);

  self->thumbnails = pf_studio_thumbnail_cache_new (16);
  self->tip_thumbnail = PF_STUDIO_LEVEL_THUMBNAIL (pf_studio_level_thumbnail_new (self->thumbnails,
                                                                                  144, 96));
  self->tip_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->tip_label, 0);
  gtk_box_append (GTK_BOX (tip), GTK_WIDGET (self->tip_thumbnail));
  gtk_box_append (GTK_BOX (tip), GTK_WIDGET (self->tip_label));
  self->tip = g_object_ref_sink (tip);
}

static void
pf_studio_build_pack_window_init (PfStudioBuildPackWindow *self)
{
  PfStudioGeneratorWindow *base = BASE (self);
  AdwPreferencesGroup *group = pf_studio_generator_window_get_settings (base);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *panes = gtk_scrolled_window_new ();
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *curve = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *preview = GTK_WIDGET (pf_studio_generator_window_get_preview (base));
  GtkBox *body = pf_studio_generator_window_get_body (base);

  self->found = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  self->by_target = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  self->added = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  self->added_paths = g_ptr_array_new_with_free_func (g_free);
  pf_studio_generator_window_set_tooltips (base, _("Start building (Ctrl+Return)"),
                                           _("Stop, keeping the levels found (Escape)"),
                                           _("Add the levels found to the end of the pack, in "
                                             "order, as one edit (Ctrl+Shift+Return)"));

  adw_preferences_group_set_title (group, _("The Curve"));
  adw_preferences_group_set_description (group, _("New levels grown from the pack’s own (from an "
                                                  "open room while it has none), each within 10 % "
                                                  "(at least one move) of its target"));
  self->count_spin = pf_studio_generator_window_add_spin (base, _("Levels"),
                                                          _("How many new levels"), 1, 200, 20);
  /* From 2: a first level solved in one move is one `check` calls trivial. */
  self->min_spin = moves_spin_new (2, _("Moves of the first level"));
  self->max_spin = moves_spin_new (40, _("Moves of the last level"));
  {
    GtkWidget *range = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

    gtk_box_append (GTK_BOX (range), GTK_WIDGET (self->min_spin));
    /* TRANSLATORS: between the moves of the first and of the last level: "2 to 40" */
    gtk_box_append (GTK_BOX (range), gtk_label_new (_("to")));
    gtk_box_append (GTK_BOX (range), GTK_WIDGET (self->max_spin));
    /* One row for both, so that the settings fit a 700-pixel screen. */
    pf_studio_generator_window_add_setting (base, _("Moves"), _("First level to last"),
                                            range);
  }
  self->minutes_spin = pf_studio_generator_window_add_spin (base, _("Time limit"), _("Minutes"),
                                                            1, 600, 30);
  add_shape_settings (self);
  pf_studio_generator_window_add_seed (base, _("Same seed, same levels"));
  gtk_widget_set_margin_end (GTK_WIDGET (group), 12);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (group));
  /* As wide in every language: the curve beside it takes all the rest,
   * and a narrower column would wrap longer words into more lines than a
   * 700-pixel screen holds. */
  gtk_widget_set_size_request (scroller, 390, -1);
  gtk_box_append (body, scroller);

  /* The curve, and the level clicked on it played beside it (or under it
   * on a narrow window) */
  self->chart = PF_STUDIO_CURVE_CHART (pf_studio_curve_chart_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (self->chart), TRUE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->chart),
                               _("Line: the moves aimed at; band: what is accepted; dot: a "
                                 "level found (a ring when off its band). Click a dot to play "
                                 "its level."));
  build_tip (self);
  g_signal_connect (self->chart, "query-tooltip", G_CALLBACK (on_query_tooltip), self);
  g_signal_connect (self->chart, "dot-activated", G_CALLBACK (on_dot_activated), self);
  gtk_box_append (GTK_BOX (curve), GTK_WIDGET (self->chart));
  gtk_box_append (GTK_BOX (curve), GTK_WIDGET (pf_studio_generator_window_get_progress (base)));
  gtk_label_set_text (pf_studio_generator_window_get_status (base),
                      _("Set the curve and press Start"));
  gtk_box_append (GTK_BOX (curve), GTK_WIDGET (pf_studio_generator_window_get_status (base)));
  pf_studio_level_preview_set_placeholder (PF_STUDIO_LEVEL_PREVIEW (preview),
                                           _("Click a level found on the curve to play it here "
                                             "before it joins the pack"));
  /* Scrolled when folded on a low screen, so that a level shown under the
   * curve never grows the window past the screen and the Add button below
   * stays in reach. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (panes), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  self->panes = PF_STUDIO_FOLD_BOX (pf_studio_fold_box_new (curve, preview, 900,
                                                           CURVE_SHARE_IDLE));
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (panes), GTK_WIDGET (self->panes));
  gtk_widget_set_vexpand (panes, TRUE);
  gtk_box_append (GTK_BOX (right), panes);
  gtk_box_append (GTK_BOX (right), pf_studio_generator_window_get_accept_box (base));
  /* The preview's figures beside its canvas, as in Generate Levels */
  gtk_widget_set_size_request (right, PF_STUDIO_PREVIEW_MIN_WIDTH, -1);
  gtk_widget_set_hexpand (right, TRUE);
  gtk_box_append (body, right);

  g_signal_connect_swapped (self->count_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
  g_signal_connect_swapped (self->min_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
  g_signal_connect_swapped (self->max_spin, "value-changed", G_CALLBACK (on_setting_changed),
                            self);
  bind_settings (self);
  show_curve (self);
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 660);
}

/* Public API */

PfStudioBuildPackWindow *
pf_studio_build_pack_window_new (GtkWindow  *parent,
                                 PfDocument *document,
                                 const char *pack_path)
{
  PfStudioBuildPackWindow *self;

  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_STUDIO_TYPE_BUILD_PACK_WINDOW, "transient-for", parent,
                       "document", document, "pack-path", pack_path,
                       NULL);
  pf_studio_generator_window_update (BASE (self));
  return self;
}

void
pf_studio_build_pack_window_set_curve (PfStudioBuildPackWindow *self,
                                       guint                    count,
                                       gint                     min_moves,
                                       gint                     max_moves,
                                       guint64                  seed)
{
  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));

  gtk_spin_button_set_value (self->count_spin, count);
  gtk_spin_button_set_value (self->min_spin, min_moves);
  gtk_spin_button_set_value (self->max_spin, max_moves);
  pf_studio_generator_window_set_seed (BASE (self), seed);
  show_curve (self);
}

void
pf_studio_build_pack_window_start (PfStudioBuildPackWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));
  pf_studio_generator_window_start (BASE (self));
}

void
pf_studio_build_pack_window_stop (PfStudioBuildPackWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self));
  pf_studio_generator_window_stop (BASE (self));
}

gboolean
pf_studio_build_pack_window_is_running (PfStudioBuildPackWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self), FALSE);
  return pf_studio_generator_window_is_running (BASE (self));
}

guint
pf_studio_build_pack_window_accept (PfStudioBuildPackWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_BUILD_PACK_WINDOW (self), 0);
  return pf_studio_generator_window_accept (BASE (self));
}
