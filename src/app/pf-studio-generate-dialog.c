/* pf-studio-generate-dialog.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The mutation generator runs in a GTask thread (and itself on all cores);
 * the dialog shows the round and the best move count so far, and Cancel
 * stops it. The result goes into the pack as one undoable edit.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <glib/gi18n.h>

#include "pf-studio-generate-dialog.h"
#include "pf-tri-generator.h"

struct _PfStudioGenerateDialog
{
  AdwWindow       parent_instance;

  PfDocument     *document;
  char           *pack_path;

  AdwComboRow    *source_row;
  GtkSpinButton  *rounds;
  GtkSpinButton  *trials;
  GtkSpinButton  *min_moves;
  GtkSpinButton  *seed;
  GtkProgressBar *progress;
  GtkLabel       *status;
  GtkWidget      *generate_button;
  GCancellable   *cancellable;
  guint           total_rounds;
};

G_DEFINE_FINAL_TYPE (PfStudioGenerateDialog, pf_studio_generate_dialog, ADW_TYPE_WINDOW)

enum {
  FINISHED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static PfTriPack *
find_pack (PfStudioGenerateDialog *self)
{
  PfItemPlace place;

  if (self->document == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->pack_path, &place))
    return NULL;
  return place.item;
}

/* Worker */

typedef struct
{
  PfTriLevel     *source;
  PfTriGenParams  params;
  PfTriLevel     *result;
} GenerateJob;

static void
generate_job_free (GenerateJob *job)
{
  g_clear_pointer (&job->source, pf_tri_level_free);
  g_clear_pointer (&job->result, pf_tri_level_free);
  g_free (job);
}

typedef struct
{
  GWeakRef dialog;
  guint    round;
  gint     best;
} Progress;

static gboolean
apply_progress (gpointer data)
{
  Progress *progress = data;
  g_autoptr(PfStudioGenerateDialog) self = g_weak_ref_get (&progress->dialog);

  if (self != NULL && self->cancellable != NULL)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("Round %u of %u · best so far: %d move",
                                                         "Round %u of %u · best so far: %d moves",
                                                         progress->best),
                                               progress->round, self->total_rounds,
                                               progress->best);

      gtk_progress_bar_set_fraction (self->progress,
                                     (double) progress->round / MAX (1, self->total_rounds));
      gtk_label_set_text (self->status, text);
    }
  g_weak_ref_clear (&progress->dialog);
  g_free (progress);
  return G_SOURCE_REMOVE;
}

static void
on_generator_progress (guint    round,
                       gint     best_moves,
                       gpointer user_data)
{
  Progress *progress = g_new0 (Progress, 1);

  g_weak_ref_init (&progress->dialog, g_task_get_source_object (user_data));
  progress->round = round;
  progress->best = best_moves;
  g_main_context_invoke (NULL, apply_progress, progress);
}

static void
generate_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  GenerateJob *job = task_data;
  GError *error = NULL;

  job->params.cancellable = cancellable;
  job->params.progress = on_generator_progress;
  job->params.user_data = task;
  job->result = pf_tri_generate (job->source, &job->params, NULL, &error);
  if (job->result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
set_busy (PfStudioGenerateDialog *self,
          gboolean                busy)
{
  gtk_widget_set_sensitive (self->generate_button, !busy);
  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->source_row), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->rounds), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->trials), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->min_moves), !busy);
  gtk_widget_set_sensitive (GTK_WIDGET (self->seed), !busy);
}

static void
on_generated (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PfStudioGenerateDialog *self = PF_STUDIO_GENERATE_DIALOG (source);
  GenerateJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  PfTriPack *pack;

  g_clear_object (&self->cancellable);
  set_busy (self, FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      gtk_label_set_text (self->status,
                          g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                          ? _("Cancelled") : error->message);
      g_signal_emit (self, signals[FINISHED], 0, FALSE);
      return;
    }

  pack = find_pack (self);
  if (pack == NULL)
    {
      gtk_label_set_text (self->status, _("The pack is gone; nothing was added"));
      g_signal_emit (self, signals[FINISHED], 0, FALSE);
      return;
    }

  {
    PfTriLevel *level = g_steal_pointer (&job->result);
    g_autofree char *text = NULL;
    g_autofree char *moves = g_strdup_printf (ngettext ("%d move", "%d moves",
                                                        level->figures.moves),
                                              level->figures.moves);
    g_autofree char *steps = g_strdup_printf (ngettext ("%d step", "%d steps",
                                                        level->figures.steps),
                                              level->figures.steps);

    g_autofree char *title = NULL;
    g_autofree char *path = NULL;

    /* A level of its own: a fresh id and title, not its source's. */
    g_free (level->id);
    level->id = pf_project_fresh_name (pf_document_get_project (self->document), PF_ITEM_LEVEL,
                                       pack, &title);
    g_free (level->meta.title);
    level->meta.title = g_steal_pointer (&title);
    /* TRANSLATORS: "Added “Level 17”: 50 moves, 80 steps (the source needs 34)" */
    text = g_strdup_printf (_("Added “%s”: %s, %s (the source needs %d)"), level->meta.title,
                            moves, steps, job->source->figures.moves);
    path = pf_document_insert_item (self->document, PF_ITEM_LEVEL, self->pack_path, -1, level);
    gtk_label_set_text (self->status, text);
  }
  g_signal_emit (self, signals[FINISHED], 0, TRUE);
}

static void
on_generate_clicked (PfStudioGenerateDialog *self)
{
  pf_studio_generate_dialog_start (self);
}

static gboolean
on_close_request (GtkWindow *window)
{
  PfStudioGenerateDialog *self = PF_STUDIO_GENERATE_DIALOG (window);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  return FALSE;
}

/* GObject overrides */

static void
pf_studio_generate_dialog_dispose (GObject *object)
{
  PfStudioGenerateDialog *self = PF_STUDIO_GENERATE_DIALOG (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->document);
  g_clear_pointer (&self->pack_path, g_free);

  G_OBJECT_CLASS (pf_studio_generate_dialog_parent_class)->dispose (object);
}

static void
pf_studio_generate_dialog_class_init (PfStudioGenerateDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = pf_studio_generate_dialog_dispose;
  window_class->close_request = on_close_request;

  /**
   * PfStudioGenerateDialog::finished:
   * @added: whether a level was added to the pack
   */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
}

static GtkSpinButton *
add_spin_row (AdwPreferencesGroup *group,
              const char          *title,
              const char          *subtitle,
              double               min,
              double               max,
              double               value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, 1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_preferences_group_add (group, row);
  return GTK_SPIN_BUTTON (spin);
}

static void
pf_studio_generate_dialog_init (PfStudioGenerateDialog *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *content = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  AdwPreferencesGroup *group = ADW_PREFERENCES_GROUP (adw_preferences_group_new ());
  PfTriGenParams defaults;

  pf_tri_gen_params_init (&defaults);
  gtk_window_set_title (GTK_WINDOW (self), _("Generate Levels"));
  gtk_window_set_default_size (GTK_WINDOW (self), 480, -1);
  gtk_window_set_modal (GTK_WINDOW (self), TRUE);

  self->generate_button = gtk_button_new_with_mnemonic (_("_Generate"));
  gtk_widget_add_css_class (self->generate_button, "suggested-action");
  g_signal_connect_swapped (self->generate_button, "clicked", G_CALLBACK (on_generate_clicked),
                            self);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), self->generate_button);
  gtk_box_append (GTK_BOX (box), header);

  gtk_widget_set_margin_start (content, 18);
  gtk_widget_set_margin_end (content, 18);
  gtk_widget_set_margin_top (content, 12);
  gtk_widget_set_margin_bottom (content, 18);

  adw_preferences_group_set_description (group,
                                         _("Each round tries many mutations of the level "
                                           "(adding, removing, moving or resizing blocks that "
                                           "are not keys), solves each with the optimal "
                                           "solver, and keeps the hardest. The same seed "
                                           "gives the same level."));
  self->source_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->source_row), _("Start from"));
  adw_preferences_group_add (group, GTK_WIDGET (self->source_row));
  self->rounds = add_spin_row (group, _("Rounds"), NULL, 1, 1000, defaults.rounds);
  self->trials = add_spin_row (group, _("Mutations per round"), NULL, 1, 10000, defaults.trials);
  self->min_moves = add_spin_row (group, _("Stop at"),
                                  _("Optimal moves that end the search early; 0 runs every round"),
                                  0, 500, 0);
  self->seed = add_spin_row (group, _("Seed"), NULL, 0, G_MAXINT32, 1);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (group));

  self->progress = GTK_PROGRESS_BAR (gtk_progress_bar_new ());
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->progress));
  self->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->status, TRUE);
  gtk_label_set_xalign (self->status, 0);
  gtk_box_append (GTK_BOX (content), GTK_WIDGET (self->status));

  gtk_box_append (GTK_BOX (box), content);
  adw_window_set_content (ADW_WINDOW (self), box);
}

PfStudioGenerateDialog *
pf_studio_generate_dialog_new (GtkWindow  *parent,
                               PfDocument *document,
                               const char *pack_path)
{
  PfStudioGenerateDialog *self = g_object_new (PF_STUDIO_TYPE_GENERATE_DIALOG,
                                               "transient-for", parent, NULL);
  g_autoptr(GtkStringList) ids = gtk_string_list_new (NULL);
  PfTriPack *pack;
  guint hardest = 0;
  gint best = -1;

  self->document = g_object_ref (document);
  self->pack_path = g_strdup (pack_path);
  pack = find_pack (self);
  for (guint i = 0; pack != NULL && i < pack->levels->len; i++)
    {
      PfTriLevel *level = g_ptr_array_index (pack->levels, i);

      gtk_string_list_append (ids, level->id);
      if (level->figures.moves > best)
        {
          best = level->figures.moves;
          hardest = i;
        }
    }
  adw_combo_row_set_model (self->source_row, G_LIST_MODEL (ids));
  adw_combo_row_set_selected (self->source_row, hardest);
  gtk_widget_set_sensitive (self->generate_button, pack != NULL && pack->levels->len > 0);
  return self;
}

void
pf_studio_generate_dialog_set_rounds (PfStudioGenerateDialog *self,
                                      guint                   rounds,
                                      guint                   trials)
{
  gtk_spin_button_set_value (self->rounds, rounds);
  gtk_spin_button_set_value (self->trials, trials);
}

void
pf_studio_generate_dialog_start (PfStudioGenerateDialog *self)
{
  g_autoptr(GTask) task = NULL;
  PfTriPack *pack = find_pack (self);
  guint index = adw_combo_row_get_selected (self->source_row);
  GenerateJob *job;

  if (pack == NULL || index >= pack->levels->len || self->cancellable != NULL)
    return;

  job = g_new0 (GenerateJob, 1);
  job->source = pf_tri_level_copy (g_ptr_array_index (pack->levels, index));
  pf_tri_gen_params_init (&job->params);
  job->params.rounds = gtk_spin_button_get_value_as_int (self->rounds);
  job->params.trials = gtk_spin_button_get_value_as_int (self->trials);
  job->params.min_moves = gtk_spin_button_get_value_as_int (self->min_moves);
  job->params.seed = (guint64) gtk_spin_button_get_value (self->seed);
  job->params.threads = g_get_num_processors ();
  self->total_rounds = job->params.rounds;

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, on_generated, NULL);
  g_task_set_source_tag (task, pf_studio_generate_dialog_start);
  g_task_set_task_data (task, job, (GDestroyNotify) generate_job_free);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_label_set_text (self->status, _("Generating…"));
  set_busy (self, TRUE);
  g_task_run_in_thread (task, generate_thread);
}
