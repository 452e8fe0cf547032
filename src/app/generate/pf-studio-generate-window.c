/* pf-studio-generate-window.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The mutation generator (pf_tri_gen_run()) runs in a worker thread on all
 * cores; what it reports (progress, the best so far, each candidate) comes
 * back to the main loop, into a window that is not modal, so the designer
 * keeps editing meanwhile. Stop keeps what was found. No candidate is the
 * same puzzle (SPEC §2.8) as a level of the pack or as a candidate this
 * window offered before, in this run or an earlier one: the generator
 * excludes them all, the pack's levels as they were at the start (those
 * added since are left out when accepting). A candidate chosen in the list
 * is played in the preview; accepting adds the chosen ones through the
 * document, as one undo step, with the run's settings in their notes.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-candidate.h"
#include "pf-studio-candidate-view.h"
#include "pf-studio-column-scroll.h"
#include "pf-studio-fold-box.h"
#include "pf-studio-generate-window.h"
#include "pf-studio-generation.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-studio-settings.h"
#include "pf-studio-thumbnail-cache.h"
#include "pf-studio-count.h"

/* Where Stop at is remembered. */
#define STOP_AT_KEY "generate-stop-at"

/* The candidates' share of the height on a narrow window, above the
 * preview: most of it until one is chosen, then less than half. */
#define LIST_SHARE_IDLE    0.8
#define LIST_SHARE_PLAYING 0.45
/* Their share of the width on a wide one, beside it: room for every column. */
#define LIST_SHARE_BESIDE  0.58

struct _PfStudioGenerateWindow
{
  PfStudioGeneratorWindow  parent_instance;

  GtkDropDown             *source_dropdown;
  GtkSpinButton           *moves_spin;
  GtkSpinButton           *trials_spin;
  GtkSpinButton           *minutes_spin;
  GtkSwitch               *walls_switch;
  GtkSwitch               *minimal_switch;
  GtkWidget               *best_section;  /* shown once a run has a best level */
  GtkWidget               *best_thumbnail;
  GtkLabel                *best_label;

  GPtrArray               *sources;       /* PfTriLevel*, borrowed: the pack's levels */
  GListStore              *candidates;    /* PfStudioCandidate */
  GtkMultiSelection       *selection;
  GtkColumnView           *view;
  PfStudioFoldBox         *panes;         /* the candidates and the preview */
  PfStudioThumbnailCache  *thumbnails;
  PfTriLevel              *best;          /* the best so far, a copy */
  GPtrArray               *offered;       /* PfTriLevel copies: every candidate offered */
  GPtrArray               *joined;        /* PfStudioCandidate: those added to the pack */
  PfStudioCandidate       *previewed;     /* the candidate in the preview, or NULL */
  char                    *run_note;      /* the settings of the run, for the notes */
  char                    *run_source;    /* the title of the run's source level */

  guint                    rounds;
  guint                    found;
};

G_DEFINE_FINAL_TYPE (PfStudioGenerateWindow, pf_studio_generate_window,
                     PF_STUDIO_TYPE_GENERATOR_WINDOW)

#define BASE(self) PF_STUDIO_GENERATOR_WINDOW (self)

/* Auxiliary methods */

static char *
moves_text (gint moves)
{
  if (moves < 0)
    return g_strdup (_("not solved yet"));
  return g_strdup_printf (ngettext ("%d move", "%d moves", moves), moves);
}

static void
on_stop_at_changed (GtkSpinButton *spin)
{
  pf_studio_settings_set_int (STOP_AT_KEY, gtk_spin_button_get_value_as_int (spin));
}

/* Stop at as the designer last set it, unless the source reaches it
 * already: then ten moves beyond the source, for this source only, so that
 * the value set comes back with an easier source. */
static void
fit_stop_at (PfStudioGenerateWindow *self,
             const PfTriLevel       *source)
{
  gint wanted = pf_studio_settings_get_int (STOP_AT_KEY, 40);

  if (self->moves_spin == NULL)
    return;
  g_signal_handlers_block_by_func (self->moves_spin, on_stop_at_changed, NULL);
  gtk_spin_button_set_value (self->moves_spin, wanted > source->figures.moves
                                                 ? wanted : source->figures.moves + 10);
  g_signal_handlers_unblock_by_func (self->moves_spin, on_stop_at_changed, NULL);
}

/* Makes source @index the chosen one. */
static void
choose_source (PfStudioGenerateWindow *self,
               guint                   index)
{
  gtk_drop_down_set_selected (self->source_dropdown, index);
  fit_stop_at (self, g_ptr_array_index (self->sources, index));
}

/* The candidate's place in the list, or -1. */
static int
find_candidate (PfStudioGenerateWindow *self,
                PfStudioCandidate      *candidate)
{
  GListModel *list = G_LIST_MODEL (self->selection);

  for (guint i = 0; candidate != NULL && i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(PfStudioCandidate) item = g_list_model_get_item (list, i);

      if (item == candidate)
        return (int) i;
    }
  return -1;
}

/* The Source row's subtitle says how many moves the chosen source needs,
 * which leaves its drop-down room for the title. */
static void
on_source_selected (GtkDropDown            *dropdown,
                    GParamSpec             *pspec,
                    PfStudioGenerateWindow *self)
{
  GtkWidget *row = gtk_widget_get_ancestor (GTK_WIDGET (dropdown), ADW_TYPE_ACTION_ROW);
  guint index = gtk_drop_down_get_selected (dropdown);
  g_autofree char *subtitle = NULL;

  if (row == NULL)
    return;
  if (index < self->sources->len)
    {
      const PfTriLevel *level = g_ptr_array_index (self->sources, index);

      subtitle = moves_text (level->figures.moves);
      fit_stop_at (self, level);
    }
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               subtitle != NULL ? subtitle : _("The level to mutate"));
}

/* The pack's levels as sources (an open room while it has none), each with
 * its moves. The chosen source stays chosen while it is in the pack;
 * otherwise the hardest is. */
static void
fill_sources (PfStudioGenerateWindow *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  g_autofree char *chosen = NULL;
  GPtrArray *levels = pf_studio_generator_window_get_sources (BASE (self));
  guint index = gtk_drop_down_get_selected (self->source_dropdown);
  guint hardest = 0, kept = G_MAXUINT;
  gint best = -2;

  if (index < self->sources->len)
    chosen = g_strdup (((PfTriLevel *) g_ptr_array_index (self->sources, index))->id);
  g_ptr_array_set_size (self->sources, 0);
  for (guint i = 0; i < levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (levels, i);

      g_ptr_array_add (self->sources, level);
      gtk_string_list_append (names, pf_item_get_title (PF_ITEM_LEVEL, level));
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
  /* The same place may now hold a level of other moves. */
  on_source_selected (self->source_dropdown, NULL, self);
}

/* Callbacks */

static void
on_report (gpointer     owner,
           PfJob       *job,
           gpointer     data)
{
  PfStudioGenerateWindow *self = owner;
  PfStudioGenerationReport *report = data;
  const PfTriGenProgress *progress = &report->progress;
  g_autofree char *best = NULL;
  g_autofree char *trials = NULL;
  g_autofree char *text = NULL;
  double limit;
  guint minutes, seconds;

  if (report->candidate != NULL)
    {
      g_autoptr(PfStudioCandidate) candidate = NULL;

      /* A designer can trace the level back to the run that made it. */
      g_free (report->candidate->meta.notes);
      report->candidate->meta.notes = g_strdup (self->run_note);
      /* It joins the pack as a variant of its source ("Two rooms (Variant 1)"). */
      g_free (report->candidate->meta.title);
      report->candidate->meta.title = g_strdup (self->run_source);
      g_ptr_array_add (self->offered, pf_tri_level_copy (report->candidate));
      candidate = pf_studio_candidate_new (report->candidate, ++self->found);
      g_list_store_append (self->candidates, candidate);
      pf_studio_generator_window_update (BASE (self));
      return;
    }

  best = moves_text (progress->best_moves);
  trials = pf_studio_format_count ((gint64) progress->trials);
  limit = gtk_spin_button_get_value (self->minutes_spin) * 60;
  pf_studio_generator_window_get_elapsed (BASE (self), &minutes, &seconds);
  /* TRANSLATORS: "1234 trials · 2:05 · best so far: 41 moves" */
  text = g_strdup_printf (_("%s trials · %u:%02u · best so far: %s"), trials, minutes, seconds,
                          best);
  gtk_label_set_text (pf_studio_generator_window_get_status (BASE (self)), text);
  gtk_progress_bar_set_fraction (pf_studio_generator_window_get_progress (BASE (self)),
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
      gtk_widget_set_visible (self->best_section, TRUE);
    }
  pf_studio_generator_window_update (BASE (self));
}

/* A candidate chosen in the list is the one previewed: the last one chosen
 * of those that changed. */
static void
on_selection_changed (GtkSelectionModel      *model,
                      guint                   position,
                      guint                   n_items,
                      PfStudioGenerateWindow *self)
{
  g_autoptr(GtkBitset) chosen = gtk_selection_model_get_selection_in_range (model, position,
                                                                           n_items);

  if (!gtk_bitset_is_empty (chosen) &&
      (int) gtk_bitset_get_maximum (chosen) !=
      pf_studio_generator_window_get_previewed (BASE (self)))
    pf_studio_generator_window_preview (BASE (self), (int) gtk_bitset_get_maximum (chosen));
  pf_studio_generator_window_update (BASE (self));
}

/* Sorted again, or a candidate added or taken off: the previewed one's
 * place follows it, and when it is gone the preview shows none. */
static void
on_candidates_changed (GListModel             *list,
                       guint                   position,
                       guint                   removed,
                       guint                   added,
                       PfStudioGenerateWindow *self)
{
  int place = find_candidate (self, self->previewed);

  if (place < 0)
    g_clear_object (&self->previewed);
  pf_studio_generator_window_levels_moved (BASE (self), place);
  pf_studio_generator_window_found_changed (BASE (self));
}

/* Building the window */

static GtkWidget *
heading_new (const char *text)
{
  GtkWidget *heading = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  return heading;
}

/* The source drop-down shows the chosen level's title (its moves are in the
 * row's subtitle), cut to fit the settings column when it is long, and
 * the titles with their moves in its list, the chosen one checked. */
static void
setup_source_name (GtkSignalListItemFactory *factory,
                   GtkListItem              *item,
                   gpointer                  in_list)
{
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (box), label);
  if (in_list != NULL)
    {
      GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

      /* A long title wraps rather than stretch the list across the screen. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_width_chars (GTK_LABEL (label), 28);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
      gtk_widget_set_hexpand (label, TRUE);
      g_object_bind_property (item, "selected", check, "visible", G_BINDING_SYNC_CREATE);
      gtk_box_append (GTK_BOX (box), check);
    }
  else
    {
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (label), 20);
    }
  gtk_list_item_set_child (item, box);
}

static void
bind_source_name (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  PfStudioGenerateWindow   *in_list)
{
  const char *title = gtk_string_object_get_string (gtk_list_item_get_item (item));
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkLabel *label = GTK_LABEL (gtk_widget_get_first_child (box));
  guint position = gtk_list_item_get_position (item);

  if (in_list != NULL && position < in_list->sources->len)
    {
      const PfTriLevel *level = g_ptr_array_index (in_list->sources, position);
      g_autofree char *moves = moves_text (level->figures.moves);
      /* TRANSLATORS: a source level in the list: "The gem · 34 moves" */
      g_autofree char *text = g_strdup_printf (_("%s · %s"), title, moves);

      gtk_label_set_text (label, text);
      return;
    }
  gtk_label_set_text (label, title);
  /* The whole title of the one that may be cut */
  gtk_widget_set_tooltip_text (box, title);
}

static GtkListItemFactory *
source_name_factory (PfStudioGenerateWindow *in_list)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_source_name), in_list);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_source_name), in_list);
  return factory;
}

/* The settings, the progress and the best so far, in a column that
 * scrolls on a short window. */
static GtkWidget *
build_settings (PfStudioGenerateWindow *self)
{
  PfStudioGeneratorWindow *base = BASE (self);
  GtkWidget *settings = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *best_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *best_text;
  GtkWidget *scroller = gtk_scrolled_window_new ();
  g_autoptr(GtkListItemFactory) cut_names = source_name_factory (NULL);
  g_autoptr(GtkListItemFactory) whole_names = source_name_factory (self);

  self->source_dropdown = GTK_DROP_DOWN (gtk_drop_down_new (NULL, NULL));
  gtk_drop_down_set_factory (self->source_dropdown, cut_names);
  gtk_drop_down_set_list_factory (self->source_dropdown, whole_names);
  adw_preferences_group_set_title (pf_studio_generator_window_get_settings (base), _("Search"));
  pf_studio_generator_window_add_setting (base, _("Source"), _("The level to mutate"),
                                          GTK_WIDGET (self->source_dropdown));
  g_signal_connect (self->source_dropdown, "notify::selected", G_CALLBACK (on_source_selected),
                    self);
  self->moves_spin = pf_studio_generator_window_add_spin (base, _("Stop at"),
                                                          _("Moves of the best level"),
                                                          1, 255,
                                                          pf_studio_settings_get_int (STOP_AT_KEY,
                                                                                      40));
  g_signal_connect (self->moves_spin, "value-changed", G_CALLBACK (on_stop_at_changed), NULL);
  self->trials_spin = pf_studio_generator_window_add_spin (base, _("Trials"),
                                                           _("Mutations scored at a time"),
                                                           2, 256, 32);
  self->minutes_spin = pf_studio_generator_window_add_spin (base, _("Time limit"),
                                                            _("Minutes; 0 for none"), 0, 600, 10);
  self->walls_switch = GTK_SWITCH (gtk_switch_new ());
  pf_studio_generator_window_add_setting (base, _("Change walls and goals"),
                                          _("Not only the blocks"),
                                          GTK_WIDGET (self->walls_switch));
  self->minimal_switch = GTK_SWITCH (gtk_switch_new ());
  pf_studio_generator_window_add_setting (base, _("Minimal"),
                                          _("No block that could go (Alt+M)"),
                                          GTK_WIDGET (self->minimal_switch));
  pf_studio_settings_bind ("generate-minimal", self->minimal_switch, "active");
  /* Each run leaves out what the window offered before: the candidates
   * heading says so. */
  pf_studio_generator_window_add_seed (base, _("Same seed, same levels"));
  gtk_box_append (GTK_BOX (settings),
                  GTK_WIDGET (pf_studio_generator_window_get_settings (base)));

  gtk_label_set_text (pf_studio_generator_window_get_status (base),
                      _("Choose a source and press Start"));
  gtk_box_append (GTK_BOX (settings), GTK_WIDGET (pf_studio_generator_window_get_progress (base)));
  gtk_box_append (GTK_BOX (settings), GTK_WIDGET (pf_studio_generator_window_get_status (base)));

  /* Nothing to show until a run finds its first level; its heading beside
   * the thumbnail, so that a window 700 pixels high shows it whole. */
  self->best_section = best_box;
  gtk_widget_set_visible (self->best_section, FALSE);
  self->best_thumbnail = pf_studio_level_thumbnail_new (self->thumbnails, 96, 64);
  self->best_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->best_label, 0);
  gtk_widget_add_css_class (GTK_WIDGET (self->best_label), "title-2");
  best_text = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_valign (best_text, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (best_text), heading_new (_("Best so far")));
  gtk_box_append (GTK_BOX (best_text), GTK_WIDGET (self->best_label));
  gtk_box_append (GTK_BOX (best_box), self->best_thumbnail);
  gtk_box_append (GTK_BOX (best_box), best_text);
  gtk_box_append (GTK_BOX (settings), best_box);
  gtk_widget_set_margin_end (settings, 12);

  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), settings);
  /* The settings keep their width; the candidates take the rest. */
  gtk_widget_set_size_request (scroller, 330, -1);
  gtk_widget_set_hexpand (scroller, FALSE);
  return scroller;
}

static void
build_ui (PfStudioGenerateWindow *self)
{
  PfStudioGeneratorWindow *base = BASE (self);
  GtkBox *body = pf_studio_generator_window_get_body (base);
  GtkWidget *right = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *preview = GTK_WIDGET (pf_studio_generator_window_get_preview (base));
  GtkLabel *accept_label = pf_studio_generator_window_get_accept_label (base);
  GtkColumnView *view;

  pf_studio_generator_window_set_tooltips (base, _("Start generating (Ctrl+Return)"),
                                           _("Stop, keeping what was found (Escape)"),
                                           _("Add the chosen candidates to the pack, as one "
                                             "edit (Ctrl+Shift+Return)"));
  gtk_box_append (body, build_settings (self));

  /* The candidates, and the one chosen played beside them (or under them
   * on a narrow window) */
  {
    GtkWidget *heading = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
    GtkWidget *promise = gtk_label_new (_("None is the same puzzle as a pack level or as one "
                                          "offered before"));

    gtk_label_set_xalign (GTK_LABEL (promise), 1);
    gtk_label_set_ellipsize (GTK_LABEL (promise), PANGO_ELLIPSIZE_END);
    gtk_widget_set_hexpand (promise, TRUE);
    gtk_widget_add_css_class (promise, "dim-label");
    gtk_widget_add_css_class (promise, "caption");
    gtk_box_append (GTK_BOX (heading), heading_new (_("Candidates")));
    gtk_box_append (GTK_BOX (heading), promise);
    gtk_box_append (GTK_BOX (right), heading);
  }
  view = pf_studio_candidate_view_new (G_LIST_MODEL (self->candidates), self->thumbnails);
  self->view = view;
  self->selection = g_object_ref (GTK_MULTI_SELECTION (gtk_column_view_get_model (view)));
  g_signal_connect (self->selection, "selection-changed", G_CALLBACK (on_selection_changed),
                    self);
  g_signal_connect (self->selection, "items-changed", G_CALLBACK (on_candidates_changed), self);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), GTK_WIDGET (view));
  /* Every column in sight: beside the list, the preview takes what is left
   * and folds its figures under the canvas when that is little. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_widget_set_size_request (scroller, 300, 120);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_widget_add_css_class (scroller, "card");
  pf_studio_level_preview_set_placeholder (PF_STUDIO_LEVEL_PREVIEW (preview),
                                           _("Choose a candidate to play it here before it "
                                             "joins the pack"));
  self->panes = PF_STUDIO_FOLD_BOX (pf_studio_fold_box_new (scroller, preview, 900,
                                                           LIST_SHARE_BESIDE));
  pf_studio_fold_box_set_folded_ratio (self->panes, LIST_SHARE_IDLE);
  gtk_box_append (GTK_BOX (right), GTK_WIDGET (self->panes));

  gtk_widget_add_css_class (GTK_WIDGET (accept_label), "dim-label");
  gtk_box_append (GTK_BOX (right), pf_studio_generator_window_get_accept_box (base));
  /* Wide enough that the preview's figures stand beside its canvas, so
   * the window's least height stays under 700 pixels. */
  gtk_widget_set_size_request (right, PF_STUDIO_PREVIEW_MIN_WIDTH, -1);
  gtk_widget_set_hexpand (right, TRUE);
  gtk_box_append (body, right);
}

static void
minimal_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (widget);

  if (!pf_studio_generator_window_is_running (BASE (self)))
    gtk_switch_set_active (self->minimal_switch, !gtk_switch_get_active (self->minimal_switch));
}

/* PfStudioGeneratorWindow overrides */

static void
pf_studio_generate_window_start_run (PfStudioGeneratorWindow *base,
                                     PfTriPack               *pack)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  guint index = gtk_drop_down_get_selected (self->source_dropdown);
  PfStudioGeneration *generation;
  PfTriGenParams params;

  if (index >= self->sources->len)
    return;

  /* What was typed into a field counts, even before it lost the focus. */
  gtk_spin_button_update (self->moves_spin);
  gtk_spin_button_update (self->trials_spin);
  gtk_spin_button_update (self->minutes_spin);

  pf_tri_gen_params_init (&params);
  params.seed = pf_studio_generator_window_get_seed (base);
  params.trials = gtk_spin_button_get_value_as_int (self->trials_spin);
  params.rounds = self->rounds;
  params.min_moves = gtk_spin_button_get_value_as_int (self->moves_spin);
  params.max_seconds = gtk_spin_button_get_value (self->minutes_spin) * 60;
  if (gtk_switch_get_active (self->walls_switch))
    params.ideas |= PF_TRI_GEN_WALLS | PF_TRI_GEN_LAYOUTS;
  params.minimal = gtk_switch_get_active (self->minimal_switch);
  generation = pf_studio_generation_new (g_ptr_array_index (self->sources, index), &params);
  /* Neither a level of the pack nor a candidate offered before, by any run. */
  pf_studio_generation_exclude (generation, pack->levels);
  pf_studio_generation_exclude (generation, self->offered);
  g_free (self->run_note);
  self->run_note = pf_studio_generation_describe (generation);
  g_free (self->run_source);
  self->run_source = g_strdup (pf_item_get_title (PF_ITEM_LEVEL,
                                                  g_ptr_array_index (self->sources, index)));

  g_clear_pointer (&self->best, pf_tri_level_free);
  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (self->best_thumbnail), NULL);
  gtk_widget_set_visible (self->best_section, FALSE);
  pf_studio_generator_window_run (base, pf_studio_generation_run, generation,
                                  (GDestroyNotify) pf_studio_generation_free,
                                  (GDestroyNotify) pf_tri_gen_result_free, on_report,
                                  _("Generating on every core…"));
}

static char *
pf_studio_generate_window_finish (PfStudioGeneratorWindow *base,
                                  gpointer                 result,
                                  const GError            *error)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  PfTriGenResult *done = result;
  g_autofree char *best = NULL;
  g_autofree char *trials = NULL;
  g_autofree char *found = NULL;
  g_autofree char *text = NULL;
  gint target;

  if (done == NULL)
    return g_strdup (error->message);

  best = moves_text (done->best ? done->best->figures.moves : -1);
  trials = pf_studio_format_count ((gint64) done->trials);
  found = g_strdup_printf (ngettext ("%u candidate", "%u candidates", done->candidates->len),
                           done->candidates->len);
  target = gtk_spin_button_get_value_as_int (self->moves_spin);
  /* TRANSLATORS: "Stopped after 1234 trials: best 41 moves, 7 candidates" */
  text = g_strdup_printf (done->stopped ? _("Stopped after %s trials: best %s, %s")
                                        : _("Done after %s trials: best %s, %s"),
                          trials, best, found);
  if (!done->stopped || (done->best != NULL && done->best->figures.moves >= target))
    return g_steal_pointer (&text);
  /* TRANSLATORS: after "Stopped after … trials: best 41 moves, 7 candidates" */
  return g_strdup_printf (gtk_switch_get_active (self->walls_switch)
                            ? _("%s. Short of %d moves: try a new seed.")
                            : _("%s. Short of %d moves: try a new seed, or let the walls and "
                                "goals change."),
                          text, target);
}

static void
pf_studio_generate_window_update (PfStudioGeneratorWindow *base,
                                  PfTriPack               *pack,
                                  gboolean                 running,
                                  gboolean                *can_start,
                                  gboolean                *can_accept)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  g_autoptr(GtkBitset) selected = gtk_selection_model_get_selection (
                                    GTK_SELECTION_MODEL (self->selection));
  guint chosen = gtk_bitset_get_size (selected);
  g_autofree char *text = NULL;

  *can_start = self->sources->len > 0;
  *can_accept = chosen > 0;
  if (chosen > 0)
    text = g_strdup_printf (ngettext ("%u candidate chosen", "%u candidates chosen", chosen),
                            chosen);
  else
    text = g_strdup (_("Choose candidates to add them to the pack (Ctrl and Shift pick several)"));
  gtk_label_set_text (pf_studio_generator_window_get_accept_label (base), text);
}

/* The candidates selected, in the list's order. */
static GPtrArray *
selected_candidates (PfStudioGenerateWindow *self)
{
  g_autoptr(GtkBitset) chosen = gtk_selection_model_get_selection (
                                  GTK_SELECTION_MODEL (self->selection));
  GPtrArray *picked = g_ptr_array_new_with_free_func (g_object_unref);
  GtkBitsetIter iter;
  guint position;

  for (gboolean more = gtk_bitset_iter_init_first (&iter, chosen, &position); more;
       more = gtk_bitset_iter_next (&iter, &position))
    g_ptr_array_add (picked, g_list_model_get_item (G_LIST_MODEL (self->selection), position));
  return picked;
}

static GPtrArray *
pf_studio_generate_window_get_chosen (PfStudioGeneratorWindow *base)
{
  g_autoptr(GPtrArray) picked = selected_candidates (PF_STUDIO_GENERATE_WINDOW (base));
  GPtrArray *levels = g_ptr_array_new ();

  /* The levels stay alive with their candidates in the list. */
  for (guint i = 0; i < picked->len; i++)
    g_ptr_array_add (levels,
                     (gpointer) pf_studio_candidate_get_level (g_ptr_array_index (picked, i)));
  return levels;
}

static void
pf_studio_generate_window_remove_chosen (PfStudioGeneratorWindow *base,
                                         GPtrArray               *paths)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  g_autoptr(GPtrArray) picked = selected_candidates (self);
  guint position;

  for (guint i = 0; i < picked->len; i++)
    {
      PfStudioCandidate *candidate = g_ptr_array_index (picked, i);
      const char *path = i < paths->len ? g_ptr_array_index (paths, i) : NULL;

      /* Kept with the path of its copy, to be offered again if the pack
       * loses that level (Undo); one left out as a repeat simply goes. */
      if (path != NULL)
        {
          pf_studio_candidate_set_joined (candidate, path);
          g_ptr_array_add (self->joined, g_object_ref (candidate));
        }
      if (g_list_store_find (self->candidates, candidate, &position))
        g_list_store_remove (self->candidates, position);
    }
}

/* The candidates added to the pack follow their copies there: an undone
 * Add to Pack offers them again, in the order they were found, and its
 * redo takes them off the list again. */
static void
follow_joined (PfStudioGenerateWindow *self)
{
  GListModel *list = G_LIST_MODEL (self->candidates);

  for (guint i = 0; i < self->joined->len; i++)
    {
      PfStudioCandidate *candidate = g_ptr_array_index (self->joined, i);
      gboolean in_pack = pf_studio_generator_window_has_level (
                           BASE (self), pf_studio_candidate_get_joined (candidate));
      guint position;
      gboolean listed = g_list_store_find (self->candidates, candidate, &position);

      if (in_pack && listed)
        g_list_store_remove (self->candidates, position);
      else if (!in_pack && !listed)
        {
          guint n = g_list_model_get_n_items (list);

          for (position = 0; position < n; position++)
            {
              g_autoptr(PfStudioCandidate) item = g_list_model_get_item (list, position);

              if (pf_studio_candidate_get_number (item) >
                  pf_studio_candidate_get_number (candidate))
                break;
            }
          g_list_store_insert (self->candidates, position, candidate);
        }
    }
}

static void
pf_studio_generate_window_pack_changed (PfStudioGeneratorWindow *base)
{
  follow_joined (PF_STUDIO_GENERATE_WINDOW (base));
  /* The sources are the pack's levels: follow them while idle. */
  if (!pf_studio_generator_window_is_running (base))
    fill_sources (PF_STUDIO_GENERATE_WINDOW (base));
}

static guint
pf_studio_generate_window_count_levels (PfStudioGeneratorWindow *base)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);

  return self->selection != NULL ? g_list_model_get_n_items (G_LIST_MODEL (self->selection))
                                 : 0;
}

static guint
pf_studio_generate_window_count_found (PfStudioGeneratorWindow *base)
{
  /* Those added leave the list. */
  return g_list_model_get_n_items (G_LIST_MODEL (PF_STUDIO_GENERATE_WINDOW (base)->candidates));
}

static const PfTriLevel *
pf_studio_generate_window_get_level (PfStudioGeneratorWindow  *base,
                                     guint                     position,
                                     char                    **title)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  g_autoptr(PfStudioCandidate) candidate = g_list_model_get_item (G_LIST_MODEL (self->selection),
                                                                  position);

  if (candidate == NULL)
    return NULL;
  /* TRANSLATORS: the preview's title; %u is the number the candidate was found as */
  *title = g_strdup_printf (_("Candidate %u"), pf_studio_candidate_get_number (candidate));
  /* The candidate in the list keeps its level. */
  return pf_studio_candidate_get_level (candidate);
}

static void
pf_studio_generate_window_measured (PfStudioGeneratorWindow *base,
                                    guint                    position,
                                    const PfTriFigures      *figures)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  g_autoptr(PfStudioCandidate) candidate = g_list_model_get_item (G_LIST_MODEL (self->selection),
                                                                  position);

  if (candidate == NULL)
    return;
  pf_studio_candidate_complete_figures (candidate, figures);
  /* Its new figures may give it another place in the order shown. */
  pf_studio_candidate_view_resort (self->view);
}

static char *
pf_studio_generate_window_dup_title (PfStudioGeneratorWindow *base,
                                     const char              *pack_title)
{
  /* TRANSLATORS: the window's title; %s is the pack's title */
  return g_strdup_printf (_("Generate Levels for %s"), pack_title);
}

static void
pf_studio_generate_window_describe_found (PfStudioGeneratorWindow  *base,
                                          const char               *pack_title,
                                          char                    **title,
                                          char                    **notes)
{
  /* TRANSLATORS: the title of a recovered pack of candidates that Generate
   * Levels found; %s is the title of the pack they were made for */
  *title = g_strdup_printf (_("Candidates for %s, not added"), pack_title);
  /* TRANSLATORS: the notes of that pack; %s is the title of the pack the
   * candidates were found for */
  *notes = g_strdup_printf (_("The candidates Generate Levels found for “%s” and had not added "
                              "when Polyform Studio closed unexpectedly. Merge Into, in this "
                              "pack's menu in the sidebar, moves them all to the end of another "
                              "pack."),
                            pack_title);
}

static void
pf_studio_generate_window_previewed (PfStudioGeneratorWindow *base,
                                     int                      position)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (base);
  GtkSelectionModel *model = GTK_SELECTION_MODEL (self->selection);

  g_clear_object (&self->previewed);
  /* Until a candidate is chosen, the list has most of the room. */
  pf_studio_fold_box_set_folded_ratio (self->panes, position < 0 ? LIST_SHARE_IDLE
                                                                 : LIST_SHARE_PLAYING);
  if (position < 0)
    return;
  self->previewed = g_list_model_get_item (G_LIST_MODEL (model), (guint) position);
  /* A candidate previewed by its action is the one chosen, in view. */
  if (!gtk_selection_model_is_selected (model, (guint) position))
    gtk_selection_model_select_item (model, (guint) position, TRUE);
  pf_studio_column_view_scroll_to (self->view, (guint) position);
}

/* GObject overrides */

static void
pf_studio_generate_window_dispose (GObject *object)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (object);

  /* The list empties as the window goes: nothing to follow any more. */
  if (self->selection != NULL)
    g_signal_handlers_disconnect_by_data (self->selection, self);
  G_OBJECT_CLASS (pf_studio_generate_window_parent_class)->dispose (object);
}

static void
pf_studio_generate_window_finalize (GObject *object)
{
  PfStudioGenerateWindow *self = PF_STUDIO_GENERATE_WINDOW (object);

  g_clear_object (&self->selection);
  g_clear_object (&self->candidates);
  g_clear_object (&self->thumbnails);
  g_clear_object (&self->previewed);
  g_clear_pointer (&self->sources, g_ptr_array_unref);
  g_clear_pointer (&self->best, pf_tri_level_free);
  g_clear_pointer (&self->offered, g_ptr_array_unref);
  g_clear_pointer (&self->joined, g_ptr_array_unref);
  g_clear_pointer (&self->run_note, g_free);
  g_clear_pointer (&self->run_source, g_free);
  G_OBJECT_CLASS (pf_studio_generate_window_parent_class)->finalize (object);
}

static void
pf_studio_generate_window_class_init (PfStudioGenerateWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PfStudioGeneratorWindowClass *generator_class = PF_STUDIO_GENERATOR_WINDOW_CLASS (klass);

  object_class->dispose = pf_studio_generate_window_dispose;
  object_class->finalize = pf_studio_generate_window_finalize;
  generator_class->start = pf_studio_generate_window_start_run;
  generator_class->finish = pf_studio_generate_window_finish;
  generator_class->update = pf_studio_generate_window_update;
  generator_class->get_chosen = pf_studio_generate_window_get_chosen;
  generator_class->remove_chosen = pf_studio_generate_window_remove_chosen;
  generator_class->pack_changed = pf_studio_generate_window_pack_changed;
  generator_class->count_levels = pf_studio_generate_window_count_levels;
  generator_class->get_level = pf_studio_generate_window_get_level;
  generator_class->count_found = pf_studio_generate_window_count_found;
  generator_class->dup_title = pf_studio_generate_window_dup_title;
  generator_class->describe_found = pf_studio_generate_window_describe_found;
  generator_class->measured = pf_studio_generate_window_measured;
  generator_class->previewed = pf_studio_generate_window_previewed;
  pf_studio_generator_window_class_install_actions (generator_class, "generate");
  gtk_widget_class_install_action (GTK_WIDGET_CLASS (klass), "generate.minimal", NULL,
                                   minimal_action);
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_m, GDK_ALT_MASK,
                                       "generate.minimal", NULL);
}

static void
pf_studio_generate_window_init (PfStudioGenerateWindow *self)
{
  self->sources = g_ptr_array_new ();
  self->candidates = g_list_store_new (PF_STUDIO_TYPE_CANDIDATE);
  self->thumbnails = pf_studio_thumbnail_cache_new (256);
  self->offered = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  self->joined = g_ptr_array_new_with_free_func (g_object_unref);
  self->rounds = 1000;
  build_ui (self);
  gtk_window_set_default_size (GTK_WINDOW (self), 1000, 660);
}

/* Public API */

PfStudioGenerateWindow *
pf_studio_generate_window_new (GtkWindow  *parent,
                               PfDocument *document,
                               const char *pack_path)
{
  PfStudioGenerateWindow *self;

  g_return_val_if_fail (PF_IS_DOCUMENT (document), NULL);

  self = g_object_new (PF_STUDIO_TYPE_GENERATE_WINDOW, "transient-for", parent,
                       "document", document, "pack-path", pack_path,
                       NULL);
  fill_sources (self);
  pf_studio_generator_window_update (BASE (self));
  return self;
}

void
pf_studio_generate_window_start (PfStudioGenerateWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));
  pf_studio_generator_window_start (BASE (self));
}

void
pf_studio_generate_window_stop (PfStudioGenerateWindow *self)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));
  pf_studio_generator_window_stop (BASE (self));
}

gboolean
pf_studio_generate_window_is_running (PfStudioGenerateWindow *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), FALSE);
  return pf_studio_generator_window_is_running (BASE (self));
}

void
pf_studio_generate_window_set_source (PfStudioGenerateWindow *self,
                                      const char             *level_id)
{
  g_return_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self));

  if (pf_studio_generator_window_is_running (BASE (self)))
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
  pf_studio_generator_window_set_seed (BASE (self), seed);
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
  g_return_val_if_fail (PF_STUDIO_IS_GENERATE_WINDOW (self), 0);
  return pf_studio_generator_window_accept (BASE (self));
}
