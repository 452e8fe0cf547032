/* pf-studio-generate-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The mutation generator (pf_tri_gen_run()) runs in a worker thread on all
 * cores; what it reports (progress, the best so far, each candidate) comes
 * back to the main loop through g_main_context_invoke(), into a window that
 * is not modal, so the designer keeps editing meanwhile. Stop keeps what was
 * found. Candidates identical to a level of the pack are never offered (the
 * generator excludes the pack's levels as they were at the start; those
 * added since are left out when accepting). Accepting adds the chosen ones
 * through the document, as one undo step.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-candidate.h"
#include "pf-studio-column-scroll.h"
#include "pf-studio-generate-window.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-studio-thumbnail-cache.h"
#include "pf-tri-generator.h"

#define THUMB_WIDTH 96
#define THUMB_HEIGHT 64

struct _PfStudioGenerateWindow
{
  AdwWindow               parent_instance;

  GtkDropDown            *source_dropdown;
  GtkSpinButton          *moves_spin;
  GtkSpinButton          *trials_spin;
  GtkSpinButton          *minutes_spin;
  GtkSwitch              *walls_switch;
  GtkProgressBar         *progress;
  GtkLabel               *status_label;
  GtkWidget              *best_thumbnail;
  GtkLabel               *best_label;
  GtkColumnView          *candidates_view;
  GtkLabel               *accept_label;

  PfDocument             *document;
  char                   *pack_path;
  GPtrArray              *sources;       /* PfTriLevel*, borrowed: the pack's levels */
  GListStore             *candidates;    /* PfStudioCandidate */
  GtkMultiSelection      *selection;
  PfStudioThumbnailCache *thumbnails;
  PfTriLevel             *best;          /* the best so far, a copy */

  guint                   rounds;
  guint64                 seed;
  gboolean                seed_set;
  GCancellable           *cancellable;
  guint                   found;
  gboolean                closed;        /* disposed while the worker ran */
};

G_DEFINE_FINAL_TYPE (PfStudioGenerateWindow, pf_studio_generate_window, ADW_TYPE_WINDOW)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

static PfTriPack *
pack_of (PfStudioGenerateWindow *self)
{
  PfItemPlace place;

  if (self->document == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->pack_path, &place) ||
      place.kind != PF_ITEM_PACK)
    return NULL;
  return place.item;
}

static char *
moves_text (gint moves)
{
  if (moves < 0)
    return g_strdup (_("not solved yet"));
  return g_strdup_printf (ngettext ("%d move", "%d moves", moves), moves);
}

static void
update_actions (PfStudioGenerateWindow *self)
{
  gboolean running = self->cancellable != NULL;
  guint chosen = 0;
  g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (
                                    GTK_SELECTION_MODEL (self->selection));
  g_autofree char *text = NULL;

  chosen = gtk_bitset_get_size (selected);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.start",
                                 !running && self->sources->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.stop", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "generate.accept",
                                 chosen > 0 && pack_of (self) != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->source_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->moves_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->trials_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->minutes_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->walls_switch), !running);

  if (chosen > 0)
    text = g_strdup_printf (ngettext ("%u candidate chosen", "%u candidates chosen", chosen),
                            chosen);
  else
    text = g_strdup (_("Choose candidates to add them to the pack (Ctrl and Shift pick several)"));
  gtk_label_set_text (self->accept_label, text);
}

/* Makes source @index the chosen one, stopping at ten moves beyond it. */
static void
choose_source (PfStudioGenerateWindow *self,
               guint                   index)
{
  const PfTriLevel *level = g_ptr_array_index (self->sources, index);

  gtk_drop_down_set_selected (self->source_dropdown, index);
  gtk_spin_button_set_value (self->moves_spin, MAX (level->figures.moves, 0) + 10);
}

/* The pack's levels as sources, each with its moves. The chosen source
 * stays chosen while it is in the pack; otherwise the hardest is. */
static void
fill_sources (PfStudioGenerateWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *chosen = NULL;
  PfTriPack *pack = pack_of (self);
  guint index = gtk_drop_down_get_selected (self->source_dropdown);
  guint hardest = 0, kept = G_MAXUINT;
  gint best = -2;

  if (index < self->sources->len)
    chosen = g_strdup (((PfTriLevel *) g_ptr_array_index (self->sources, index))->id);
  g_ptr_array_set_size (self->sources, 0);
  for (guint i = 0; pack != NULL && i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);
      g_autofree char *moves = moves_text (level->figures.moves);
      g_autofree char *name = g_strdup_printf ("%s · %s",
                                               pf_item_get_title (PF_ITEM_LEVEL, level), moves);

      g_ptr_array_add (self->sources, level);
      gtk_string_list_append (names, name);
      if (level->figures.moves > best)
        {
          best = level->figures.moves;
          hardest = i;
        }
      if (g_strcmp0 (level->id, chosen) == 0)
        kept = i;
    }
  gtk_drop_down_set_model (self->source_dropdown, G_LIST_MODEL (names));
  if (kept < self->sources->len)
    gtk_drop_down_set_selected (self->source_dropdown, kept);
  else if (self->sources->len > 0)
    choose_source (self, hardest);
  update_actions (self);
}

/* Reports from the worker, applied in the main loop */

typedef struct
{
  GWeakRef          window;
  PfTriGenProgress  progress;
  PfTriLevel       *best;        /* a copy, or NULL */
  PfTriLevel       *candidate;   /* a copy, or NULL */
} Report;

static void
report_free (Report *report)
{
  g_weak_ref_clear (&report->window);
  g_clear_pointer (&report->best, pf_tri_level_free);
  g_clear_pointer (&report->candidate, pf_tri_level_free);
  g_free (report);
}

static gboolean
apply_report (gpointer data)
{
  Report *report = data;
  g_autoptr(PfStudioGenerateWindow) self = g_weak_ref_get (&report->window);

  if (self == NULL || self->cancellable == NULL || self->closed)
    return G_SOURCE_REMOVE;

  if (report->candidate != NULL)
    {
      g_autoptr(PfStudioCandidate) candidate = pf_studio_candidate_new (report->candidate,
                                                                         ++self->found);

      g_list_store_append (self->candidates, candidate);
    }
  else
    {
      const PfTriGenProgress *progress = &report->progress;
      g_autofree char *best = moves_text (progress->best_moves);
      g_autofree char *trials = g_strdup_printf ("%" G_GUINT64_FORMAT, progress->trials);
      g_autofree char *text = NULL;
      guint minutes = (guint) (progress->elapsed / 60), seconds = (guint) progress->elapsed % 60;
      double limit = gtk_spin_button_get_value (self->minutes_spin) * 60;

      /* TRANSLATORS: "1234 trials · 2:05 · best so far: 41 moves" */
      text = g_strdup_printf (_("%s trials · %u:%02u · best so far: %s"), trials, minutes,
                              seconds, best);
      gtk_label_set_text (self->status_label, text);
      gtk_progress_bar_set_fraction (self->progress,
                                     limit > 0 ? MIN (1.0, progress->elapsed / limit)
                                     : progress->total > 0
                                       ? (double) progress->trials / progress->total : 0);
      if (report->best != NULL)
        {
          g_clear_pointer (&self->best, pf_tri_level_free);
          self->best = g_steal_pointer (&report->best);
          pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (self->best_thumbnail),
                                               self->best);
          gtk_label_set_text (self->best_label, best);
        }
    }
  update_actions (self);
  return G_SOURCE_REMOVE;
}

static Report *
report_new (PfStudioGenerateWindow *self)
{
  Report *report = g_new0 (Report, 1);

  g_weak_ref_init (&report->window, self);
  return report;
}

typedef struct
{
  PfStudioGenerateWindow *window;   /* only for its weak references */
  PfTriLevel             *source;
  GPtrArray              *exclude;  /* PfTriLevel copies of the pack */
  PfTriGenParams          params;
  gint                    last_best;
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->source, pf_tri_level_free);
  g_clear_pointer (&job->exclude, g_ptr_array_unref);
  g_free (job);
}

static void
on_gen_report (const PfTriGenProgress *progress,
               gpointer                user_data)
{
  Job *job = user_data;
  Report *report = report_new (job->window);

  report->progress = *progress;
  report->progress.best = NULL;
  if (progress->best != NULL && progress->best_moves != job->last_best)
    {
      report->best = pf_tri_level_copy (progress->best);
      job->last_best = progress->best_moves;
    }
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, apply_report, report,
                              (GDestroyNotify) report_free);
}

static void
on_gen_candidate (const PfTriLevel *candidate,
                  gpointer          user_data)
{
  Job *job = user_data;
  Report *report = report_new (job->window);

  report->candidate = pf_tri_level_copy (candidate);
  g_main_context_invoke_full (NULL, G_PRIORITY_DEFAULT, apply_report, report,
                              (GDestroyNotify) report_free);
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  Job *job = task_data;
  GError *error = NULL;
  PfTriGenResult *result = pf_tri_gen_run (job->source, &job->params, &error);

  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) pf_tri_gen_result_free);
}

static void
on_finished (GObject      *source,
             GAsyncResult *result,
             gpointer      user_data)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (source);
  g_autoptr(PfTriGenResult) done = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  /* The reports the worker queued came before this, in order. */
  done = g_task_propagate_pointer (G_TASK (result), &error);
  g_clear_object (&self->cancellable);
  if (self->closed)
    return;
  gtk_progress_bar_set_fraction (self->progress, 1.0);

  if (done == NULL)
    text = g_strdup (error->message);
  else
    {
      g_autofree char *best = moves_text (done->best ? done->best->figures.moves : -1);
      g_autofree char *trials = g_strdup_printf ("%" G_GUINT64_FORMAT, done->trials);
      g_autofree char *found = g_strdup_printf (ngettext ("%u candidate", "%u candidates",
                                                          done->candidates->len),
                                                done->candidates->len);

      /* TRANSLATORS: "Stopped after 1234 trials: best 41 moves, 7 candidates" */
      text = g_strdup_printf (done->stopped ? _("Stopped after %s trials: best %s, %s")
                                            : _("Done after %s trials: best %s, %s"),
                              trials, best, found);
    }
  gtk_label_set_text (self->status_label, text);
  update_actions (self);
  g_signal_emit (self, signals[FINISHED], 0, done != NULL);
}

/* Actions */

static void
start_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  pf_studio_generate_window_start (PF_STUDIO_GENERATE_WINDOW (widget));
}

static void
stop_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_generate_window_stop (PF_STUDIO_GENERATE_WINDOW (widget));
}

static void
accept_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  pf_studio_generate_window_accept (PF_STUDIO_GENERATE_WINDOW (widget));
}

/* The candidates list */

static void
setup_thumbnail (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 PfStudioGenerateWindow   *self)
{
  gtk_list_item_set_child (item, pf_studio_level_thumbnail_new (self->thumbnails, THUMB_WIDTH,
                                                                THUMB_HEIGHT));
}

static void
bind_thumbnail (GtkSignalListItemFactory *factory,
                GtkListItem              *item,
                PfStudioGenerateWindow   *self)
{
  PfStudioCandidate *candidate = gtk_list_item_get_item (item);

  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (gtk_list_item_get_child (item)),
                                       pf_studio_candidate_get_level (candidate));
}

static void
setup_number (GtkSignalListItemFactory *factory,
              GtkListItem              *item,
              gpointer                  user_data)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_list_item_set_child (item, label);
}

typedef enum
{
  COLUMN_FOUND,
  COLUMN_MOVES,
  COLUMN_STEPS,
  COLUMN_DIFFICULTY,
  COLUMN_REACHABLE,
} Column;

static double
column_value (PfStudioCandidate *candidate,
              Column             column)
{
  const PfTriFigures *figures = &pf_studio_candidate_get_level (candidate)->figures;

  switch (column)
    {
    case COLUMN_FOUND: return pf_studio_candidate_get_number (candidate);
    case COLUMN_MOVES: return figures->moves;
    case COLUMN_STEPS: return figures->steps;
    case COLUMN_DIFFICULTY: return figures->difficulty;
    case COLUMN_REACHABLE:
    default:
      return figures->reachable;
    }
}

static char *
column_text (PfStudioCandidate *candidate,
             Column             column)
{
  double value = column_value (candidate, column);

  return column == COLUMN_DIFFICULTY ? g_strdup_printf ("%.1f", value)
                                     : g_strdup_printf ("%.0f", value);
}

/* A new order starts at its top. */
static void
on_sort_changed (PfStudioGenerateWindow *self)
{
  pf_studio_column_view_scroll_to (self->candidates_view, 0);
}

/* A column's order; ties in the order the search found them. */
static int
compare_column (gconstpointer a,
                gconstpointer b,
                gpointer      column)
{
  PfStudioCandidate *x = (PfStudioCandidate *) a, *y = (PfStudioCandidate *) b;
  double u = column_value (x, GPOINTER_TO_INT (column));
  double v = column_value (y, GPOINTER_TO_INT (column));

  if (u != v)
    return u < v ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER;
  return gtk_ordering_from_cmpfunc ((int) pf_studio_candidate_get_number (x) -
                                    (int) pf_studio_candidate_get_number (y));
}

static void
bind_number (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  column)
{
  g_autofree char *text = column_text (gtk_list_item_get_item (item), GPOINTER_TO_INT (column));

  gtk_label_set_text (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

static GtkColumnViewColumn *
add_column (PfStudioGenerateWindow *self,
            const char             *title,
            GtkListItemFactory     *factory,
            gboolean                expand)
{
  GtkColumnViewColumn *column = gtk_column_view_column_new (title, factory);

  gtk_column_view_column_set_expand (column, expand);
  gtk_column_view_append_column (self->candidates_view, column);
  g_object_unref (column);
  return column;
}

static void
add_number_column (PfStudioGenerateWindow *self,
                   const char             *title,
                   Column                  which)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  g_autoptr(GtkSorter) sorter = NULL;
  GtkColumnViewColumn *column;

  g_signal_connect (factory, "setup", G_CALLBACK (setup_number), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_number), GINT_TO_POINTER (which));
  column = add_column (self, title, factory, TRUE);
  sorter = GTK_SORTER (gtk_custom_sorter_new (compare_column, GINT_TO_POINTER (which), NULL));
  gtk_column_view_column_set_sorter (column, sorter);
}

static void
on_selection_changed (GtkSelectionModel      *model,
                      guint                   position,
                      guint                   n_items,
                      PfStudioGenerateWindow *self)
{
  update_actions (self);
}

static void
on_pack_changed (PfDocument             *document,
                 guint                   kind,
                 const char             *pack,
                 PfStudioGenerateWindow *self)
{
  /* The sources are the pack's levels: follow them while idle. */
  if (self->cancellable == NULL && (kind == PF_ITEM_LEVEL || kind == PF_ITEM_PACK))
    fill_sources (self);
}

/* Building the window */

static GtkWidget *
setting_row (const char *title,
             const char *subtitle,
             GtkWidget  *suffix)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (suffix, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
  return row;
}

static GtkSpinButton *
spin (double low,
      double high,
      double value)
{
  GtkWidget *button = gtk_spin_button_new_with_range (low, high, 1);

  gtk_spin_button_set_value (GTK_SPIN_BUTTON (button), value);
  return GTK_SPIN_BUTTON (button);
}

static void
build_ui (PfStudioGenerateWindow *self)
{
  GtkWidget *toolbar = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *start = gtk_button_new_with_mnemonic (_("_Start"));
  GtkWidget *stop = gtk_button_new_with_mnemonic (_("S_top"));
  GtkWidget *body = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  GtkWidget *settings = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *group = adw_preferences_group_new ();
  GtkWidget *best_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *list_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *accept_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *accept = gtk_button_new_with_mnemonic (_("_Add to Pack"));
  GtkListItemFactory *thumbs = gtk_signal_list_item_factory_new ();
  GtkWidget *heading;

  gtk_actionable_set_action_name (GTK_ACTIONABLE (start), "generate.start");
  gtk_widget_set_tooltip_text (start, _("Start generating (Ctrl+Return)"));
  gtk_widget_add_css_class (start, "suggested-action");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (stop), "generate.stop");
  gtk_widget_set_tooltip_text (stop, _("Stop, keeping what was found (Escape)"));
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), start);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), stop);
  gtk_box_append (GTK_BOX (toolbar), header);

  gtk_widget_set_margin_start (body, 18);
  gtk_widget_set_margin_end (body, 18);
  gtk_widget_set_margin_top (body, 12);
  gtk_widget_set_margin_bottom (body, 18);
  gtk_widget_set_vexpand (body, TRUE);

  /* The settings */
  self->source_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_widget_set_size_request (GTK_WIDGET (self->source_dropdown), 200, -1);
  self->moves_spin = spin (1, 255, 40);
  self->trials_spin = spin (2, 256, 32);
  self->minutes_spin = spin (0, 600, 10);
  self->walls_switch = GTK_SWITCH (gtk_switch_new ());
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("Search"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             setting_row (_("Source"), _("The level to mutate"),
                                          GTK_WIDGET (self->source_dropdown)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             setting_row (_("Stop at"), _("Optimal moves of the best level"),
                                          GTK_WIDGET (self->moves_spin)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             setting_row (_("Trials"), _("Mutations scored at a time"),
                                          GTK_WIDGET (self->trials_spin)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             setting_row (_("Time limit"), _("Minutes; 0 for none"),
                                          GTK_WIDGET (self->minutes_spin)));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             setting_row (_("Change walls and goals"),
                                          _("Not only the blocks"),
                                          GTK_WIDGET (self->walls_switch)));
  gtk_box_append (GTK_BOX (settings), group);

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  self->status_label = GTK_LABEL (gtk_label_new (_("Choose a source and press Start")));
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_label_set_xalign (self->status_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
  gtk_box_append (GTK_BOX (settings), GTK_WIDGET (self->progress));
  gtk_box_append (GTK_BOX (settings), GTK_WIDGET (self->status_label));

  heading = gtk_label_new (_("Best so far"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (settings), heading);
  self->best_thumbnail = pf_studio_level_thumbnail_new (self->thumbnails, 144, 96);
  self->best_label = GTK_LABEL (gtk_label_new ("–"));
  gtk_widget_add_css_class (GTK_WIDGET (self->best_label), "title-2");
  gtk_box_append (GTK_BOX (best_box), self->best_thumbnail);
  gtk_box_append (GTK_BOX (best_box), GTK_WIDGET (self->best_label));
  gtk_box_append (GTK_BOX (settings), best_box);
  gtk_widget_set_size_request (settings, 340, -1);
  /* The settings keep their width; the candidates take the rest. */
  gtk_widget_set_hexpand (settings, FALSE);
  gtk_box_append (GTK_BOX (body), settings);

  /* The candidates */
  heading = gtk_label_new (_("Candidates"));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (list_box), heading);
  /* The view sorts by any number column, clicked on its header. */
  self->candidates_view = GTK_COLUMN_VIEW (gtk_column_view_new (NULL));
  gtk_column_view_set_show_row_separators (self->candidates_view, TRUE);
  g_signal_connect (thumbs, "setup", G_CALLBACK (setup_thumbnail), self);
  g_signal_connect (thumbs, "bind", G_CALLBACK (bind_thumbnail), self);
  add_column (self, _("Level"), thumbs, FALSE);
  add_number_column (self, _("Found"), COLUMN_FOUND);
  add_number_column (self, _("Moves"), COLUMN_MOVES);
  add_number_column (self, _("Steps"), COLUMN_STEPS);
  add_number_column (self, _("Difficulty"), COLUMN_DIFFICULTY);
  add_number_column (self, _("Reachable"), COLUMN_REACHABLE);
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (gtk_sort_list_model_new (
                      G_LIST_MODEL (g_object_ref (self->candidates)),
                      g_object_ref (gtk_column_view_get_sorter (self->candidates_view)))));
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (on_selection_changed),
                    self);
  gtk_column_view_set_model (self->candidates_view, GTK_SELECTION_MODEL (self->selection));
  g_signal_connect_object (gtk_column_view_get_sorter (self->candidates_view), "changed",
                           G_CALLBACK (on_sort_changed), self, G_CONNECT_SWAPPED);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller),
                                 GTK_WIDGET (self->candidates_view));
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_add_css_class (scroller, "card");
  gtk_box_append (GTK_BOX (list_box), scroller);

  self->accept_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->accept_label, 0);
  gtk_label_set_wrap (self->accept_label, TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self->accept_label), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->accept_label), "dim-label");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (accept), "generate.accept");
  gtk_widget_set_tooltip_text (accept, _("Add the chosen candidates to the pack, as one edit "
                                         "(Ctrl+Shift+Return)"));
  gtk_widget_add_css_class (accept, "suggested-action");
  gtk_box_append (GTK_BOX (accept_box), GTK_WIDGET (self->accept_label));
  gtk_box_append (GTK_BOX (accept_box), accept);
  gtk_box_append (GTK_BOX (list_box), accept_box);
  gtk_widget_set_hexpand (list_box, TRUE);
  gtk_box_append (GTK_BOX (body), list_box);

  gtk_box_append (GTK_BOX (toolbar), body);
  adw_window_set_content (ADW_WINDOW (self), toolbar);
}

/* GObject overrides */

static gboolean
pf_studio_generate_window_close_request (GtkWindow *window)
{
  /* Closing stops the run; the window goes when the worker has let go. */
  pf_studio_generate_window_stop (PF_STUDIO_GENERATE_WINDOW (window));
  return GTK_WINDOW_CLASS (pf_studio_generate_window_parent_class)->close_request (window);
}

static void
pf_studio_generate_window_dispose (GObject *object)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (object);

  self->closed = TRUE;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  if (self->document != NULL)
    g_signal_handlers_disconnect_by_data (self->document, self);
  g_clear_object (&self->document);
  G_OBJECT_CLASS (pf_studio_generate_window_parent_class)->dispose (object);
}

static void
pf_studio_generate_window_finalize (GObject *object)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->selection);
  g_clear_object (&self->candidates);
  g_clear_object (&self->thumbnails);
  g_clear_pointer (&self->sources, g_ptr_array_unref);
  g_clear_pointer (&self->best, pf_tri_level_free);
  g_clear_pointer (&self->pack_path, g_free);
  G_OBJECT_CLASS (pf_studio_generate_window_parent_class)->finalize (object);
}

static void
pf_studio_generate_window_class_init (PfStudioGenerateWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pf_studio_generate_window_dispose;
  object_class->finalize = pf_studio_generate_window_finalize;
  window_class->close_request = pf_studio_generate_window_close_request;

  /**
   * PfStudioGenerateWindow::finished:
   * @self: the window
   * @ok: %FALSE when the run failed
   *
   * The run ended: done, stopped, or failed.
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);

  gtk_widget_class_install_action (widget_class, "generate.start", NULL, start_action);
  gtk_widget_class_install_action (widget_class, "generate.stop", NULL, stop_action);
  gtk_widget_class_install_action (widget_class, "generate.accept", NULL, accept_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "generate.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "generate.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "generate.accept",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
pf_studio_generate_window_init (PfStudioGenerateWindow *self)
{
  self->sources = g_ptr_array_new ();
  self->candidates = g_list_store_new (PF_STUDIO_TYPE_CANDIDATE);
  self->thumbnails = pf_studio_thumbnail_cache_new (256);
  self->rounds = 1000;
  build_ui (self);
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 640);
}

/* Public API */

PfStudioGenerateWindow *
pf_studio_generate_window_new (GtkWindow  *parent,
                               PfDocument *document,
                               const char *pack_path)
{
  PfStudioGenerateWindow *self;
  g_autofree char *title = NULL;
  PfTriPack *pack;

  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_STUDIO_TYPE_GENERATE_WINDOW, "transient-for", parent,
                       "destroy-with-parent", TRUE, NULL);
  self->document = g_object_ref (document);
  self->pack_path = g_strdup (pack_path);
  pack = pack_of (self);
  /* TRANSLATORS: the window's title; %s is the pack's title */
  title = g_strdup_printf (_("Generate Levels for %s"),
                           pack ? pf_item_get_title (PF_ITEM_PACK, pack) : pack_path);
  gtk_window_set_title (GTK_WINDOW (self), title);
  g_signal_connect (document, "items-changed", G_CALLBACK (on_pack_changed), self);
  fill_sources (self);
  return self;
}

void
pf_studio_generate_window_start (PfStudioGenerateWindow *self)
{
  g_autoptr(GTask) task = NULL;
  PfTriPack *pack = pack_of (self);
  guint index;
  Job *job;

  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));

  index = gtk_drop_down_get_selected (self->source_dropdown);
  if (self->cancellable != NULL || pack == NULL || index >= self->sources->len)
    return;

  job = g_new0 (Job, 1);
  job->window = self;
  job->source = pf_tri_level_copy (g_ptr_array_index (self->sources, index));
  job->exclude = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  for (guint i = 0; i < pack->levels->len; i++)
    g_ptr_array_add (job->exclude, pf_tri_level_copy (g_ptr_array_index (pack->levels, i)));
  job->last_best = G_MININT;

  pf_tri_gen_params_init (&job->params);
  job->params.seed = self->seed_set ? self->seed : g_random_int ();
  job->params.trials = gtk_spin_button_get_value_as_int (self->trials_spin);
  job->params.rounds = self->rounds;
  job->params.min_moves = gtk_spin_button_get_value_as_int (self->moves_spin);
  job->params.max_seconds = gtk_spin_button_get_value (self->minutes_spin) * 60;
  if (gtk_switch_get_active (self->walls_switch))
    job->params.ideas |= PF_TRI_GEN_WALLS | PF_TRI_GEN_LAYOUTS;
  job->params.exclude = job->exclude;
  job->params.report = on_gen_report;
  job->params.candidate = on_gen_candidate;
  job->params.user_data = job;

  self->cancellable = g_cancellable_new ();
  job->params.cancellable = self->cancellable;
  g_clear_pointer (&self->best, pf_tri_level_free);
  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (self->best_thumbnail), NULL);
  gtk_label_set_text (self->best_label, "–");
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_label_set_text (self->status_label, _("Generating on every core…"));

  task = g_task_new (self, NULL, on_finished, NULL);
  g_task_set_source_tag (task, pf_studio_generate_window_start);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, generate_thread);
  update_actions (self);
}

void
pf_studio_generate_window_stop (PfStudioGenerateWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));

  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      gtk_label_set_text (self->status_label, _("Stopping…"));
    }
}

gboolean
pf_studio_generate_window_is_running (PfStudioGenerateWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), FALSE);
  return self->cancellable != NULL;
}

void
pf_studio_generate_window_set_source (PfStudioGenerateWindow *self,
                                      const char             *level_id)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));

  if (self->cancellable != NULL)
    return;
  for (guint i = 0; level_id != NULL && i < self->sources->len; i++)
    if (g_strcmp0 (((PfTriLevel *) g_ptr_array_index (self->sources, i))->id, level_id) == 0)
      choose_source (self, i);
}

const char *
pf_studio_generate_window_get_source (PfStudioGenerateWindow *self)
{
  guint index;

  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), NULL);

  index = gtk_drop_down_get_selected (self->source_dropdown);
  if (index >= self->sources->len)
    return NULL;
  return ((PfTriLevel *) g_ptr_array_index (self->sources, index))->id;
}

void
pf_studio_generate_window_set_search (PfStudioGenerateWindow *self,
                                      const char             *source,
                                      gint                    min_moves,
                                      guint                   trials,
                                      guint                   rounds,
                                      guint64                 seed)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));

  for (guint i = 0; source != NULL && i < self->sources->len; i++)
    if (g_strcmp0 (((PfTriLevel *) g_ptr_array_index (self->sources, i))->id, source) == 0)
      gtk_drop_down_set_selected (self->source_dropdown, i);
  gtk_spin_button_set_value (self->moves_spin, min_moves);
  gtk_spin_button_set_value (self->trials_spin, trials);
  self->rounds = rounds;
  self->seed = seed;
  self->seed_set = TRUE;
}

GListModel *
pf_studio_generate_window_get_candidates (PfStudioGenerateWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), NULL);
  return G_LIST_MODEL (self->selection);
}

void
pf_studio_generate_window_select (PfStudioGenerateWindow *self,
                                  guint                   position)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));
  gtk_selection_model_select_item (GTK_SELECTION_MODEL (self->selection), position, FALSE);
}

guint
pf_studio_generate_window_accept (PfStudioGenerateWindow *self)
{
  g_autoptr(GtkBitset) chosen = NULL;
  g_autoptr(GPtrArray) levels = g_ptr_array_new ();
  g_autoptr(GPtrArray) picked = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) paths = NULL;
  g_autoptr(GPtrArray) skipped = NULL;
  g_autofree char *text = NULL;
  GtkBitsetIter iter;
  guint position;

  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), 0);

  chosen = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  for (gboolean more = gtk_bitset_iter_init_first (&iter, chosen, &position); more;
       more = gtk_bitset_iter_next (&iter, &position))
    {
      g_autoptr(PfStudioCandidate) candidate = g_list_model_get_item (
                                                 G_LIST_MODEL (self->selection), position);

      g_ptr_array_add (levels, (gpointer) pf_studio_candidate_get_level (candidate));
      g_ptr_array_add (picked, g_steal_pointer (&candidate));
    }
  if (levels->len == 0)
    return 0;

  paths = pf_document_add_new_levels (self->document, self->pack_path, -1, levels, &skipped);
  if (paths == NULL)
    {
      gtk_label_set_text (self->accept_label, _("The pack is gone; nothing was added"));
      return 0;
    }

  /* What joined the pack leaves the list. */
  for (guint i = 0; i < picked->len; i++)
    if (g_list_store_find (self->candidates, g_ptr_array_index (picked, i), &position))
      g_list_store_remove (self->candidates, position);

  if (skipped != NULL && skipped->len > 0)
    text = g_strdup_printf (ngettext ("Added %u level; %u was the same puzzle as a level of "
                                      "the pack",
                                      "Added %u levels; %u were the same puzzle as levels of "
                                      "the pack", skipped->len),
                            paths->len, skipped->len);
  else
    text = g_strdup_printf (ngettext ("Added %u level to the pack", "Added %u levels to the pack",
                                      paths->len), paths->len);
  update_actions (self);
  gtk_label_set_text (self->accept_label, text);
  return paths->len;
}
