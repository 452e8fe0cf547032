/* pf-studio-level-panel.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * A view of a level's session: the figures of its results (or, until there
 * are some, those the project caches), the chart of states by distance, and
 * whether an analysis is running; and of the level in the project: what
 * testers sent back from the pack's web page. The details (title, author, notes) are
 * kept, as one edit of the level through the document, when the focus
 * leaves them, on Enter in the title or author, on Ctrl+Enter in the notes,
 * and before the panel shows another level.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-level-page"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-playtest-log.h"
#include "pf-playtest-summary.h"
#include "pf-studio-level-findings.h"
#include "pf-studio-level-histogram.h"
#include "pf-studio-level-panel.h"
#include "pf-studio-page.h"
#include "pf-studio-count.h"
#include "pf-tri-findings.h"

struct _PfStudioLevelPanel
{
  GtkWidget               parent_instance;

  /* Template widgets */
  GtkWidget              *analyze_button;
  GtkWidget              *cancel_button;
  GtkProgressBar         *progress;
  GtkLabel               *figures_label;
  GtkWidget              *figures_grid;
  GtkLabel               *optimal_value;
  GtkLabel               *reachable_value;
  GtkLabel               *solved_value;
  GtkLabel               *farther_value;
  GtkLabel               *difficulty_value;
  GtkLabel               *solutions_value;
  GtkLabel               *blocks_value;
  GtkWidget              *findings_box;
  GtkListBox             *findings_list;
  PfStudioLevelHistogram *histogram;
  GtkWidget              *histogram_caption;
  GtkWidget              *details_box;
  AdwEntryRow            *title_row;
  AdwEntryRow            *author_row;
  GtkTextView            *notes_view;
  GtkLabel               *playtests_summary;
  GtkLabel               *playtests_list;

  PfTriSession           *session;
  PfDocument             *document;
  char                   *path;
  gboolean                was_busy;
  PfTriFigures            last;       /* the figures shown last for this level */
  int                     pointed_block;
  gboolean                typing;     /* the details differ from the level's */
};

G_DEFINE_FINAL_TYPE (PfStudioLevelPanel, pf_studio_level_panel, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_POINTED_BLOCK,
  PROP_TYPING,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Auxiliary methods */

static void
set_count_label (GtkLabel *label,
                 gint64    n)
{
  g_autofree char *count = pf_studio_format_count (n);
  g_autofree char *text = g_strdup_printf (ngettext ("%s state", "%s states",
                                                     (gulong) CLAMP (n, 0, G_MAXLONG)),
                                           count);

  gtk_label_set_text (label, n >= 0 ? text : "—");
}

static const PfTriLevel *
shown_level (PfStudioLevelPanel *self)
{
  return self->session != NULL ? pf_tri_session_get_level (self->session) : NULL;
}

/* The figures of the session's results, or as the project caches them. */
static void
update_figures (PfStudioLevelPanel *self)
{
  const PfTriLevel *level = shown_level (self);
  const PfTriAnalysis *analysis = self->session ? pf_tri_session_get_analysis (self->session)
                                                : NULL;
  gboolean stale = FALSE;
  PfTriFigures figures;

  if (self->session != NULL && pf_tri_session_get_figures (self->session, &figures))
    self->last = figures;
  else if (level != NULL && level->figures.moves != -1)
    figures = level->figures;
  else if (self->session != NULL && pf_tri_session_is_busy (self->session) &&
           self->last.moves != -1)
    {
      /* While the figures of the edited level are worked out, the grid
       * keeps its place with "…" in it: the numbers of the level before
       * the edit are never shown for it (SPEC §2.7). */
      figures = self->last;
      stale = TRUE;
    }
  else
    pf_tri_figures_reset (&figures);
  if (stale)
    gtk_widget_add_css_class (self->figures_grid, "dim-label");
  else
    gtk_widget_remove_css_class (self->figures_grid, "dim-label");

  gtk_widget_set_visible (self->figures_grid, figures.moves >= 0);
  if (stale)
    {
      gtk_label_set_text (self->optimal_value, "…");
      gtk_label_set_text (self->reachable_value, "…");
      gtk_label_set_text (self->solved_value, "…");
      gtk_label_set_text (self->farther_value, "…");
      gtk_label_set_text (self->difficulty_value, "…");
    }
  else if (figures.moves >= 0)
    {
      g_autofree char *moves = g_strdup_printf (ngettext ("%d move", "%d moves", figures.moves),
                                                figures.moves);
      g_autofree char *steps = g_strdup_printf (ngettext ("%d step", "%d steps", figures.steps),
                                                figures.steps);
      /* TRANSLATORS: the optimal solution: "12 moves, 25 steps" */
      g_autofree char *optimal = g_strdup_printf (_("%s, %s"), moves, steps);
      g_autofree char *difficulty = g_strdup_printf ("%.1f", figures.difficulty);

      gtk_label_set_text (self->optimal_value, optimal);
      set_count_label (self->reachable_value, figures.reachable);
      set_count_label (self->solved_value, figures.reachable >= 0 ? figures.solved_states : -1);
      set_count_label (self->farther_value, figures.reachable >= 0 ? figures.farther_states : -1);
      gtk_label_set_text (self->difficulty_value, figures.reachable >= 0 ? difficulty : "—");
    }

  if (analysis != NULL)
    {
      guint n_buckets;
      const guint64 *buckets = pf_tri_analysis_get_histogram (analysis, &n_buckets);

      pf_studio_level_histogram_set (self->histogram, buckets, n_buckets,
                                     pf_tri_analysis_get_start_distance (analysis));
    }
  else
    pf_studio_level_histogram_set (self->histogram, NULL, 0, -1);
  gtk_widget_set_visible (GTK_WIDGET (self->histogram),
                          pf_studio_level_histogram_get_n_bars (self->histogram) > 0);
  gtk_widget_set_visible (self->histogram_caption,
                          pf_studio_level_histogram_get_n_bars (self->histogram) > 0);
}

/* What a draft lacks, from the core's findings, or NULL */
static const char *
draft_part (const PfTriLevel *level)
{
  g_autoptr(GPtrArray) findings = pf_tri_level_cached_findings (level, NULL);

  for (guint i = 0; i < findings->len; i++)
    switch (((PfTriFinding *) g_ptr_array_index (findings, i))->code)
      {
      case PF_TRI_FINDING_NO_GOAL:
        return _("A draft: the level has no goal yet. Paint goal triangles in Goal mode.");
      case PF_TRI_FINDING_NO_KEY:
        return _("A draft: the level has no key block yet. Make a block a key in Block mode.");
      default:
        break;
      }
  return NULL;
}

/* What the analysis section says about the session's level. */
static char *
describe (PfStudioLevelPanel *self)
{
  const PfTriLevel *level = shown_level (self);
  const PfTriSolution *solution;
  const char *draft;
  g_autofree char *explored = NULL;

  if (level == NULL)
    return NULL;
  solution = pf_tri_session_get_solution (self->session);
  explored = pf_studio_format_count (solution != NULL ? (gint64) solution->explored : 0);

  if (pf_tri_session_get_rules (self->session) == NULL)
    return g_strdup_printf (_("This level cannot be played: %s"),
                            pf_tri_session_get_rules_error (self->session));
  if (pf_tri_session_is_busy (self->session))
    return g_strdup (_("Working out the figures of this version of the level…"));
  if (pf_tri_session_get_problem (self->session) != NULL)
    return g_strdup (pf_tri_session_get_problem (self->session));
  /* A draft (SPEC §2.9) is not solvable for want of a part, not of a way. */
  if (solution != NULL && solution->status == PF_TRI_SOLVE_UNSOLVABLE &&
      (draft = draft_part (level)) != NULL)
    return g_strdup (draft);
  if (solution != NULL && solution->status == PF_TRI_SOLVE_UNSOLVABLE)
    /* The solver went through the whole component to know it. */
    return g_strdup_printf (_("Unsolvable: none of the %s states the blocks can reach "
                              "covers every goal with a key block"), explored);
  if (solution != NULL && solution->status == PF_TRI_SOLVE_GAVE_UP)
    return g_strdup_printf (_("Gave up after %s states; the level is too large to "
                              "solve here"), explored);
  if (solution == NULL && level->figures.moves < 0)
    return g_strdup (_("Not analysed yet: Analyze (F6) finds the optimal solution, "
                       "the difficulty and how far each state is from the goal."));
  if (pf_tri_session_get_analysis (self->session) == NULL && solution == NULL)
    return g_strdup (_("Figures as saved in the project. Analyze (F6) to see the "
                       "distance chart and to use the overlays."));
  return NULL;
}

static void
update_busy (PfStudioLevelPanel *self)
{
  gboolean busy = self->session != NULL && pf_tri_session_is_busy (self->session);

  if (busy && !self->was_busy)
    {
      gtk_progress_bar_set_fraction (self->progress, 0);
      gtk_progress_bar_set_text (self->progress, _("Solving…"));
      gtk_progress_bar_set_show_text (self->progress, TRUE);
    }
  self->was_busy = busy;
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_visible (self->analyze_button, !busy);
  /* The figures follow every edit by themselves: the button stands out only
   * when they did not come, as for a level over the live budget. */
  if (!busy && self->session != NULL && pf_tri_session_get_rules (self->session) != NULL &&
      pf_tri_session_get_analysis (self->session) == NULL)
    gtk_widget_add_css_class (self->analyze_button, "suggested-action");
  else
    gtk_widget_remove_css_class (self->analyze_button, "suggested-action");
}

static char *
notes_text (PfStudioLevelPanel *self)
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

/* The details as the fields hold them, into @meta; whether they differ
 * from the level's. */
static gboolean
typed_details (PfStudioLevelPanel *self,
               PfMeta             *meta)
{
  const PfTriLevel *level = shown_level (self);
  g_autofree char *notes_field = NULL;

  if (self->document == NULL || self->path == NULL || level == NULL)
    return FALSE;
  notes_field = notes_text (self);
  meta->title = field_value (gtk_editable_get_text (GTK_EDITABLE (self->title_row)), TRUE);
  meta->author = field_value (gtk_editable_get_text (GTK_EDITABLE (self->author_row)), TRUE);
  meta->notes = field_value (notes_field, FALSE);
  return g_strcmp0 (meta->title, level->meta.title) != 0 ||
         g_strcmp0 (meta->author, level->meta.author) != 0 ||
         g_strcmp0 (meta->notes, level->meta.notes) != 0;
}

static void
update_typing (PfStudioLevelPanel *self)
{
  PfMeta meta = { NULL, };
  gboolean typing = typed_details (self, &meta);

  pf_meta_clear (&meta);
  if (typing == self->typing)
    return;
  self->typing = typing;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TYPING]);
}

static void
set_entry (AdwEntryRow *row,
           const char  *text)
{
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (row)), text ? text : "") != 0)
    gtk_editable_set_text (GTK_EDITABLE (row), text ? text : "");
}

/* Shows the level's details. Unless @force, fields being typed in keep
 * their text. */
static void
sync_details (PfStudioLevelPanel *self,
              gboolean            force)
{
  const PfTriLevel *level = shown_level (self);
  const PfMeta *meta = level != NULL && self->path != NULL ? &level->meta : NULL;
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->notes_view);
  g_autofree char *notes = notes_text (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  gtk_widget_set_sensitive (self->details_box, meta != NULL);
  if (force || meta == NULL || focus == NULL || !gtk_widget_is_ancestor (focus, self->details_box))
    {
      set_entry (self->title_row, meta ? meta->title : NULL);
      set_entry (self->author_row, meta ? meta->author : NULL);
      if (g_strcmp0 (notes, meta && meta->notes ? meta->notes : "") != 0)
        gtk_text_buffer_set_text (buffer, meta && meta->notes ? meta->notes : "", -1);
    }
  update_typing (self);
}

/* One tester's play: "Ana: solved in 41.2 s, 12 moves, 2 undos". */
static char *
describe_result (const PfPlaytestResult *result)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *seconds = pf_studio_format_seconds (result->seconds);

  /* TRANSLATORS: a tester's play of a level, after their name; the time is "41.2 s" */
  g_string_printf (text, result->solved ? _("%s: solved in %s, ") : _("%s: left after %s, "),
                   result->tester[0] != '\0' ? result->tester : _("a tester"), seconds);
  g_string_append_printf (text, ngettext ("%u move", "%u moves", result->moves), result->moves);
  if (result->undos > 0)
    g_string_append_printf (text, ngettext (", %u undo", ", %u undos", result->undos),
                            result->undos);
  if (result->restarts > 0)
    g_string_append_printf (text, ngettext (", %u restart", ", %u restarts", result->restarts),
                            result->restarts);
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/* What testers sent back for the level as the project holds it (the
 * session plays a copy, which has none). */
static void
update_playtests (PfStudioLevelPanel *self)
{
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *summary = NULL;
  g_autoptr(GArray) feels = NULL;
  PfPlaytestFeel feel = PF_PLAYTEST_FEEL_UNKNOWN;
  GPtrArray *results = NULL;
  PfPlaytestSummary figures;
  PfItemPlace place;

  if (self->document != NULL && self->path != NULL &&
      pf_project_locate (pf_document_get_project (self->document), self->path, &place) &&
      place.kind == PF_ITEM_LEVEL)
    {
      PfProject *project = pf_document_get_project (self->document);

      results = ((PfTriLevel *) place.item)->playtests;
      /* Against the pack's other levels (pf-playtest-summary.h). */
      feels = pf_playtest_compare_pack (g_ptr_array_index (pf_project_get_packs (project),
                                                           place.pack_index));
      feel = g_array_index (feels, PfPlaytestFeel, place.index);
    }
  pf_playtest_summarize (results, &figures);

  if (figures.players == 0)
    summary = g_strdup (_("Nobody has played this level yet. Export the pack as a web page "
                          "for testers, then import the playtests they send back."));
  else if (figures.solved == 0)
    summary = g_strdup_printf (ngettext ("%u tester played it; nobody solved it.",
                                         "%u testers played it; nobody solved it.",
                                         figures.players), figures.players);
  else
    {
      g_autofree char *seconds = pf_studio_format_seconds (figures.median_seconds);

      /* TRANSLATORS: testers who solved the level, of those who played it, and their
       * medians: a time ("11.2 s") and moves */
      summary = g_strdup_printf (ngettext ("%u of %u tester solved it, in a median %s and "
                                           "%g moves.",
                                           "%u of %u testers solved it, in a median %s and "
                                           "%g moves.", figures.players),
                                 figures.solved, figures.players, seconds,
                                 figures.median_moves);
    }
  if (feel == PF_PLAYTEST_FEEL_HARDER || feel == PF_PLAYTEST_FEEL_EASIER)
    {
      g_autofree char *said = g_steal_pointer (&summary);

      summary = g_strconcat (said, " ", feel == PF_PLAYTEST_FEEL_HARDER
                             ? _("They found it much harder than its computed difficulty says.")
                             : _("They found it much easier than its computed difficulty says."),
                             NULL);
    }
  for (guint i = 0; results != NULL && i < results->len; i++)
    {
      g_autofree char *line = describe_result (g_ptr_array_index (results, i));

      g_string_append_printf (list, "%s%s", i > 0 ? "\n" : "", line);
    }
  gtk_label_set_text (self->playtests_summary, summary);
  gtk_label_set_text (self->playtests_list, list->str);
  gtk_widget_set_visible (GTK_WIDGET (self->playtests_list), list->len > 0);
}

/* The level's pack, for findings against its earlier levels, or NULL. */
static const PfTriPack *
level_pack (PfStudioLevelPanel *self)
{
  PfItemPlace place;
  PfProject *project;

  if (self->document == NULL || self->path == NULL)
    return NULL;
  project = pf_document_get_project (self->document);
  if (!pf_project_locate (project, self->path, &place) || place.kind != PF_ITEM_LEVEL)
    return NULL;
  return g_ptr_array_index (pf_project_get_packs (project), place.pack_index);
}

static void
point_block (PfStudioLevelPanel *self,
             int                 block)
{
  if (self->pointed_block == block)
    return;
  self->pointed_block = block;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_POINTED_BLOCK]);
}

static void
on_finding_entered (GtkEventController *controller,
                    PfStudioLevelPanel *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (controller);

  point_block (self, pf_studio_level_finding_row_get_block (row));
}

static void
on_finding_left (GtkEventController *controller,
                 PfStudioLevelPanel *self)
{
  int block = pf_studio_level_finding_row_get_block (gtk_event_controller_get_widget (controller));

  if (self->pointed_block == block)
    point_block (self, -1);
}

/* A finding that names a block points at it on the canvas while the
 * pointer or the focus is on its row. */
static void
follow_finding_rows (PfStudioLevelPanel *self)
{
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->findings_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    {
      GtkEventController *motion, *focus;

      if (pf_studio_level_finding_row_get_block (row) < 0)
        continue;
      motion = gtk_event_controller_motion_new ();
      focus = gtk_event_controller_focus_new ();
      g_signal_connect_object (motion, "enter", G_CALLBACK (on_finding_entered), self, 0);
      g_signal_connect_object (motion, "leave", G_CALLBACK (on_finding_left), self, 0);
      g_signal_connect_object (focus, "enter", G_CALLBACK (on_finding_entered), self, 0);
      g_signal_connect_object (focus, "leave", G_CALLBACK (on_finding_left), self, 0);
      gtk_widget_add_controller (row, motion);
      gtk_widget_add_controller (row, focus);
    }
}

/* Why the level is as hard as it is, and what is wrong with it. */
static void
update_findings (PfStudioLevelPanel *self)
{
  const PfTriLevel *level = shown_level (self);
  const PfTriExplanation *explanation = NULL;
  g_autoptr(GPtrArray) findings = NULL;
  g_autofree char *solutions = NULL, *blocks = NULL;

  if (self->session != NULL && !pf_tri_session_is_busy (self->session))
    explanation = pf_tri_session_get_explanation (self->session);
  solutions = pf_studio_level_describe_solutions (explanation, FALSE);
  blocks = pf_studio_level_describe_blocks (explanation, FALSE);
  gtk_label_set_text (self->solutions_value, solutions);
  gtk_label_set_text (self->blocks_value, blocks);
  if (level != NULL)
    findings = pf_tri_level_findings (level, level_pack (self),
                                      pf_tri_session_is_busy (self->session)
                                        ? NULL : pf_tri_session_get_measure (self->session));
  pf_studio_level_show_findings (self->findings_list, self->findings_box, findings);
  point_block (self, -1);
  follow_finding_rows (self);

  /* The narrow steps on the chart: the state before move i of an optimal
   * solution is i moves nearer the goal than the start. */
  {
    const PfTriAnalysis *analysis = self->session ? pf_tri_session_get_analysis (self->session)
                                                  : NULL;
    g_autoptr(GArray) distances = g_array_new (FALSE, FALSE, sizeof (guint));
    gint start = analysis != NULL ? pf_tri_analysis_get_start_distance (analysis) : -1;

    for (guint i = 0; explanation != NULL && start >= 0 && explanation->narrow_steps != NULL &&
                      i < explanation->narrow_steps->len; i++)
      {
        gint step = (gint) g_array_index (explanation->narrow_steps, guint, i);
        guint d = (guint) MAX (start - step, 0);

        g_array_append_val (distances, d);
      }
    pf_studio_level_histogram_set_narrow (self->histogram, (const guint *) distances->data,
                                          distances->len);
  }
}

static void
refresh (PfStudioLevelPanel *self)
{
  g_autofree char *text = describe (self);

  update_busy (self);
  update_figures (self);
  update_findings (self);
  gtk_label_set_text (self->figures_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), text != NULL);
  sync_details (self, FALSE);
  update_playtests (self);
}

/* Callbacks */

static void
on_session_changed (PfTriSession       *session,
                    PfStudioLevelPanel *self)
{
  refresh (self);
}

static void
on_session_progress (PfTriSession       *session,
                     guint64             explored,
                     PfStudioLevelPanel *self)
{
  g_autofree char *count = pf_studio_format_count ((gint64) explored);
  g_autofree char *text = g_strdup_printf (_("%s states"), count);

  gtk_progress_bar_pulse (self->progress);
  gtk_progress_bar_set_show_text (self->progress, TRUE);
  gtk_progress_bar_set_text (self->progress, text);
}

static void
on_item_changed (PfDocument         *document,
                 const char         *path,
                 PfStudioLevelPanel *self)
{
  if (g_strcmp0 (path, self->path) == 0)
    update_playtests (self);
}

static void
on_details_leave (GtkEventControllerFocus *controller,
                  PfStudioLevelPanel      *self)
{
  pf_studio_level_panel_commit_details (self);
}

static gboolean
on_notes_key (GtkEventControllerKey *controller,
              guint                  keyval,
              guint                  keycode,
              GdkModifierType        state,
              PfStudioLevelPanel    *self)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter) && (state & GDK_CONTROL_MASK))
    {
      pf_studio_level_panel_commit_details (self);
      return TRUE;
    }
  return FALSE;
}

/* GObject overrides */

static void
pf_studio_level_panel_dispose (GObject *object)
{
  PfStudioLevelPanel *self = PF_STUDIO_LEVEL_PANEL (object);

  pf_studio_level_panel_set_session (self, NULL);
  pf_studio_page_follow_document (self, &self->document, NULL, NULL, NULL);
  g_clear_pointer (&self->path, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_LEVEL_PANEL);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (pf_studio_level_panel_parent_class)->dispose (object);
}

static void
pf_studio_level_panel_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  PfStudioLevelPanel *self = PF_STUDIO_LEVEL_PANEL (object);

  switch (prop_id)
    {
    case PROP_POINTED_BLOCK:
      g_value_set_int (value, self->pointed_block);
      break;
    case PROP_TYPING:
      g_value_set_boolean (value, self->typing);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_level_panel_class_init (PfStudioLevelPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_panel_dispose;
  object_class->get_property = pf_studio_level_panel_get_property;

  /**
   * PfStudioLevelPanel:pointed-block:
   *
   * The block named by the finding under the pointer or the focus, or -1.
   */
  properties[PROP_POINTED_BLOCK] =
    g_param_spec_int ("pointed-block", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /**
   * PfStudioLevelPanel:typing:
   *
   * Whether the title, author or notes fields hold typing that is not in
   * the level yet.
   */
  properties[PROP_TYPING] =
    g_param_spec_boolean ("typing", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (PF_STUDIO_TYPE_LEVEL_HISTOGRAM);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-level-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, analyze_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, figures_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, figures_grid);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, optimal_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, reachable_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, solved_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, farther_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, difficulty_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, solutions_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, blocks_value);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, findings_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, findings_list);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, histogram);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, histogram_caption);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, details_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, title_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, author_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, notes_view);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, playtests_summary);
  gtk_widget_class_bind_template_child (widget_class, PfStudioLevelPanel, playtests_list);
}

static void
pf_studio_level_panel_init (PfStudioLevelPanel *self)
{
  GtkEventController *focus = gtk_event_controller_focus_new ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  pf_tri_figures_reset (&self->last);
  self->pointed_block = -1;

  g_signal_connect (focus, "leave", G_CALLBACK (on_details_leave), self);
  gtk_widget_add_controller (self->details_box, focus);
  g_signal_connect_swapped (self->title_row, "entry-activated",
                            G_CALLBACK (pf_studio_level_panel_commit_details), self);
  g_signal_connect_swapped (self->author_row, "entry-activated",
                            G_CALLBACK (pf_studio_level_panel_commit_details), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_notes_key), self);
  gtk_widget_add_controller (GTK_WIDGET (self->notes_view), keys);
  g_signal_connect_swapped (self->title_row, "changed", G_CALLBACK (update_typing), self);
  g_signal_connect_swapped (self->author_row, "changed", G_CALLBACK (update_typing), self);
  g_signal_connect_swapped (gtk_text_view_get_buffer (self->notes_view), "changed",
                            G_CALLBACK (update_typing), self);
  refresh (self);
}

/* Public API */

void
pf_studio_level_panel_set_session (PfStudioLevelPanel *self,
                                   PfTriSession       *session)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self));

  if (self->session == session)
    return;
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  g_set_object (&self->session, session);
  if (session != NULL)
    {
      g_signal_connect (session, "changed", G_CALLBACK (on_session_changed), self);
      g_signal_connect (session, "progress", G_CALLBACK (on_session_progress), self);
    }
  refresh (self);
}

void
pf_studio_level_panel_set_item (PfStudioLevelPanel *self,
                                PfDocument         *document,
                                const char         *path)
{
  gboolean other = self->document != document || g_strcmp0 (self->path, path) != 0;

  g_return_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self));

  if (!other)
    return;
  /* What was typed belongs to the level shown so far. */
  pf_studio_level_panel_commit_details (self);
  pf_studio_page_follow_document (self, &self->document, document, G_CALLBACK (on_item_changed),
                                  NULL);
  pf_studio_page_store_path (&self->path, path);
  pf_tri_figures_reset (&self->last);
  sync_details (self, TRUE);
  update_playtests (self);
}

gboolean
pf_studio_level_panel_commit_details (PfStudioLevelPanel *self)
{
  PfMeta meta = { NULL, };
  gboolean changed;

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self), FALSE);

  changed = typed_details (self, &meta);
  /* One edit of the level: its puzzle and figures are left alone. */
  if (changed)
    changed = pf_document_set_meta (self->document, self->path, &meta, NULL);
  pf_meta_clear (&meta);
  update_typing (self);
  return changed;
}

gboolean
pf_studio_level_panel_get_typing (PfStudioLevelPanel *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self), FALSE);

  return self->typing;
}

void
pf_studio_level_panel_show_message (PfStudioLevelPanel *self,
                                    const char         *text)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self));

  gtk_label_set_text (self->figures_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->figures_label), text != NULL && text[0] != '\0');
}

guint
pf_studio_level_panel_count_findings (PfStudioLevelPanel *self)
{
  guint n = 0;

  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self), 0);
  if (!gtk_widget_get_visible (self->findings_box))
    return 0;
  for (GtkWidget *row = gtk_widget_get_first_child (GTK_WIDGET (self->findings_list));
       row != NULL; row = gtk_widget_get_next_sibling (row))
    n++;
  return n;
}

const char *
pf_studio_level_panel_get_message (PfStudioLevelPanel *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self), NULL);

  return gtk_widget_get_visible (GTK_WIDGET (self->figures_label))
           ? gtk_label_get_text (self->figures_label) : "";
}

char *
pf_studio_level_panel_get_playtests (PfStudioLevelPanel *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PANEL (self), NULL);

  return g_strdup_printf ("%s\n%s", gtk_label_get_text (self->playtests_summary),
                          gtk_label_get_text (self->playtests_list));
}
