/* pf-studio-pack-page.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <string.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-generate-dialog.h"
#include "pf-studio-pack-page.h"
#include "pf-tri-layout.h"
#include "pf-tri-analysis.h"

#define MAX_STATES G_GUINT64_CONSTANT (60000000)

struct _PfStudioPackPage
{
  GtkWidget       parent_instance;

  AdwEntryRow    *title_row;
  AdwEntryRow    *author_row;
  AdwEntryRow    *notes_row;
  GtkLabel       *summary_label;
  GtkProgressBar *progress;
  GtkWidget      *cancel_button;
  GtkListBox     *levels;
  GtkMenuButton  *layout_button;
  GtkSpinButton  *area_spin;
  GtkSpinButton  *keys_spin;
  GtkSpinButton  *compactness_scale;

  PfDocument     *document;
  char           *path;     /* the pack's item path */
  PfTriPack      *pack;     /* borrowed from the document's project */
  GCancellable   *cancellable;
};

G_DEFINE_FINAL_TYPE (PfStudioPackPage, pf_studio_pack_page, GTK_TYPE_WIDGET)

enum {
  ANALYZED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* Auxiliary methods */

int
pf_studio_pack_find_duplicate (const PfTriPack *pack,
                               guint            index)
{
  const PfTriLevel *level = g_ptr_array_index (pack->levels, index);

  for (guint i = 0; i < index; i++)
    if (pf_tri_level_same_puzzle (g_ptr_array_index (pack->levels, i), level))
      return (int) i;
  return -1;
}

static char *
level_path (PfStudioPackPage *self,
            const PfTriLevel *level)
{
  return pf_item_path_build (PF_ITEM_LEVEL, self->pack->id, level->id);
}

static GtkWidget *
cell_label (const char *text,
            int         width_chars,
            gboolean    dim)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  if (dim)
    gtk_widget_add_css_class (label, "dim-label");
  return label;
}

static GtkWidget *
header_row (void)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name = gtk_label_new (_("Level"));

  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12 + 2 * 34);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_widget_set_margin_start (name, 16 + 12 + 4 * 8);
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), cell_label (_("Blocks"), 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (_("Moves"), 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (_("Steps"), 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (_("Difficulty"), 9, FALSE));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_add_css_class (box, "caption-heading");
  return row;
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 GtkWidget     *row)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));

  return gdk_content_provider_new_typed (G_TYPE_UINT, index);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               GtkWidget     *row)
{
  g_autoptr(GdkPaintable) icon = gtk_widget_paintable_new (row);

  gtk_drag_source_set_icon (source, icon, 0, 0);
}

static gboolean
on_drop (GtkDropTarget    *target,
         const GValue     *value,
         double            x,
         double            y,
         PfStudioPackPage *self)
{
  GtkWidget *row = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (target));
  guint to = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));

  if (!G_VALUE_HOLDS_UINT (value))
    return FALSE;
  pf_studio_pack_page_move_level (self, g_value_get_uint (value), to);
  return TRUE;
}

static void
on_move_clicked (GtkButton        *button,
                 PfStudioPackPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pf-index"));
  int delta = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pf-delta"));

  if (delta < 0 && index == 0)
    return;
  pf_studio_pack_page_move_level (self, index, index + delta);
}

static GtkWidget *
move_button (PfStudioPackPage *self,
             const char       *icon,
             const char       *tooltip,
             guint             index,
             int               delta,
             gboolean          sensitive)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  gtk_widget_set_sensitive (button, sensitive);
  g_object_set_data (G_OBJECT (button), "pf-index", GUINT_TO_POINTER (index));
  g_object_set_data (G_OBJECT (button), "pf-delta", GINT_TO_POINTER (delta));
  g_signal_connect (button, "clicked", G_CALLBACK (on_move_clicked), self);
  return button;
}

static GtkWidget *
level_row (PfStudioPackPage *self,
           guint             index)
{
  const PfTriLevel *level = g_ptr_array_index (self->pack->levels, index);
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *names = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
  g_autofree char *position = g_strdup_printf ("%u", index + 1);
  g_autofree char *blocks = g_strdup_printf ("%u", level->n_blocks);
  g_autofree char *moves = level->figures.moves >= 0 ? g_strdup_printf ("%d", level->figures.moves)
                                                     : g_strdup ("–");
  g_autofree char *steps = level->figures.steps >= 0 ? g_strdup_printf ("%d", level->figures.steps)
                                                     : g_strdup ("–");
  g_autofree char *difficulty = level->figures.difficulty >= 0
                                ? g_strdup_printf ("%.1f", level->figures.difficulty)
                                : g_strdup ("–");
  GtkWidget *title = gtk_label_new (level->meta.title ? level->meta.title : level->id);
  GtkDragSource *source = gtk_drag_source_new ();
  GtkDropTarget *target = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);
  int duplicate = pf_studio_pack_find_duplicate (self->pack, index);

  g_object_set_data (G_OBJECT (row), "pf-index", GUINT_TO_POINTER (index));
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_add_css_class (handle, "dim-label");
  gtk_box_append (GTK_BOX (box), handle);
  gtk_box_append (GTK_BOX (box), cell_label (position, 3, TRUE));

  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
  gtk_box_append (GTK_BOX (names), title);
  if (duplicate >= 0)
    {
      const PfTriLevel *original = g_ptr_array_index (self->pack->levels, duplicate);
      g_autofree char *text = g_strdup_printf (_("Duplicate of %s"), original->id);
      GtkWidget *note = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "error");
      gtk_widget_add_css_class (note, "caption");
      gtk_box_append (GTK_BOX (names), note);
    }
  else if (level->meta.title != NULL)
    {
      GtkWidget *id = gtk_label_new (level->id);

      gtk_label_set_xalign (GTK_LABEL (id), 0);
      gtk_widget_add_css_class (id, "dim-label");
      gtk_widget_add_css_class (id, "caption");
      gtk_box_append (GTK_BOX (names), id);
    }
  gtk_widget_set_hexpand (names, TRUE);
  gtk_widget_set_valign (names, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), names);

  gtk_box_append (GTK_BOX (box), cell_label (blocks, 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (moves, 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (steps, 6, FALSE));
  gtk_box_append (GTK_BOX (box), cell_label (difficulty, 9, FALSE));
  gtk_box_append (GTK_BOX (box), move_button (self, "go-up-symbolic", _("Move up"), index, -1,
                                              index > 0));
  gtk_box_append (GTK_BOX (box), move_button (self, "go-down-symbolic", _("Move down"), index, 1,
                                              index + 1 < self->pack->levels->len));
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);

  gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
  g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), row);
  g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), row);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (source));
  g_signal_connect (target, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (row, GTK_EVENT_CONTROLLER (target));
  return row;
}

static void
rebuild (PfStudioPackPage *self)
{
  GtkWidget *child;
  guint analysed = 0, duplicates = 0;
  g_autofree char *summary = NULL;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->levels))) != NULL)
    gtk_list_box_remove (self->levels, child);
  if (self->pack == NULL)
    return;

  gtk_list_box_append (self->levels, header_row ());
  for (guint i = 0; i < self->pack->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (self->pack->levels, i);

      gtk_list_box_append (self->levels, level_row (self, i));
      analysed += level->figures.moves >= 0;
      duplicates += pf_studio_pack_find_duplicate (self->pack, i) >= 0;
    }

  summary = g_strdup_printf (_("%u levels · %u analysed · %u duplicates"),
                             self->pack->levels->len, analysed, duplicates);
  gtk_label_set_text (self->summary_label, summary);
}

static void
update_busy (PfStudioPackPage *self)
{
  gboolean busy = self->cancellable != NULL;

  gtk_widget_set_visible (GTK_WIDGET (self->progress), busy);
  gtk_widget_set_visible (self->cancel_button, busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.analyze-all", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.sort", !busy);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "pack.cancel", busy);
}

static void
set_meta_field (PfStudioPackPage *self,
                AdwEntryRow      *row,
                char            **field)
{
  const char *text;

  if (self->pack == NULL)
    return;
  text = gtk_editable_get_text (GTK_EDITABLE (row));
  if (g_strcmp0 (text[0] ? text : NULL, *field) == 0)
    return;
  /* The pack stays the same object through the edit, and so does @field. */
  pf_document_begin_edit (self->document, self->path);
  g_free (*field);
  *field = text[0] ? g_strdup (text) : NULL;
  pf_document_end_edit (self->document);
}

/* Worker thread: every level, one after the other */

typedef struct
{
  GPtrArray *levels;    /* PfTriLevel* copies */
  GArray    *figures;   /* PfTriFigures, one per level */
} AnalyzeAllJob;

static void
analyze_all_job_free (AnalyzeAllJob *job)
{
  g_ptr_array_unref (job->levels);
  g_array_unref (job->figures);
  g_free (job);
}

typedef struct
{
  GWeakRef page;
  guint    done;
  guint    total;
} ProgressUpdate;

static gboolean
apply_progress (gpointer data)
{
  ProgressUpdate *update = data;
  g_autoptr(PfStudioPackPage) self = g_weak_ref_get (&update->page);

  if (self != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("%u of %u"), update->done, update->total);

      gtk_progress_bar_set_fraction (self->progress, (double) update->done / update->total);
      gtk_progress_bar_set_text (self->progress, text);
    }
  g_weak_ref_clear (&update->page);
  g_free (update);
  return G_SOURCE_REMOVE;
}

static void
analyze_all_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  AnalyzeAllJob *job = task_data;

  for (guint i = 0; i < job->levels->len; i++)
    {
      const PfTriLevel *level = g_ptr_array_index (job->levels, i);
      PfTriFigures *figures = &g_array_index (job->figures, PfTriFigures, i);
      g_autoptr(PfTriRules) rules = pf_tri_rules_new (level, NULL);
      ProgressUpdate *update;

      if (g_task_return_error_if_cancelled (task))
        return;

      if (rules != NULL)
        {
          g_autoptr(PfTriSolution) solution = NULL;
          g_autoptr(PfTriAnalysis) analysis = NULL;

          solution = pf_tri_solver_solve (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                          cancellable, NULL, NULL, NULL);
          if (solution != NULL && solution->status != PF_TRI_SOLVE_GAVE_UP)
            analysis = pf_tri_analyze (rules, pf_tri_rules_get_start (rules), MAX_STATES,
                                       cancellable, NULL, NULL, NULL);
          if (analysis != NULL)
            pf_tri_analysis_to_figures (analysis, solution, figures);
          else if (solution != NULL && solution->status == PF_TRI_SOLVE_SOLVED)
            {
              figures->moves = solution->moves;
              figures->steps = solution->steps;
            }
        }

      update = g_new0 (ProgressUpdate, 1);
      g_weak_ref_init (&update->page, source_object);
      update->done = i + 1;
      update->total = job->levels->len;
      g_main_context_invoke (NULL, apply_progress, update);
    }
  g_task_return_boolean (task, TRUE);
}

static void
on_analyzed_all (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (source);
  AnalyzeAllJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;

  g_clear_object (&self->cancellable);
  update_busy (self);
  if (!g_task_propagate_boolean (G_TASK (result), &error) || self->pack == NULL)
    return;

  /* Only levels that are still the same puzzle get the figures. */
  for (guint i = 0; i < job->levels->len; i++)
    {
      const PfTriLevel *done = g_ptr_array_index (job->levels, i);
      PfTriLevel *level = pf_tri_pack_find_level (self->pack, done->id);
      const PfTriFigures *figures = &g_array_index (job->figures, PfTriFigures, i);

      g_autofree char *path = NULL;

      if (level == NULL || !pf_tri_level_same_puzzle (level, done))
        continue;
      path = level_path (self, level);
      pf_document_set_figures (self->document, path, figures);
    }
  g_signal_emit (self, signals[ANALYZED], 0);
}

/* Actions */

static void
analyze_all_action (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  pf_studio_pack_page_analyze_all (PF_STUDIO_PACK_PAGE (widget));
}

static void
sort_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  pf_studio_pack_page_sort (PF_STUDIO_PACK_PAGE (widget));
}

static void
cancel_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static void
generate_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);
  PfStudioGenerateDialog *dialog;

  if (self->pack == NULL)
    return;
  dialog = pf_studio_generate_dialog_new (GTK_WINDOW (gtk_widget_get_root (widget)),
                                          self->document, self->path);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
new_layout_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (widget);

  gtk_menu_button_popdown (self->layout_button);
  pf_studio_pack_page_add_layout (self, gtk_spin_button_get_value_as_int (self->area_spin),
                                  gtk_spin_button_get_value_as_int (self->keys_spin),
                                  gtk_spin_button_get_value (self->compactness_scale),
                                  g_random_int ());
}

static void
on_row_activated (GtkListBox       *box,
                  GtkListBoxRow    *row,
                  PfStudioPackPage *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (row), "pf-index"));
  PfTriLevel *level;

  g_autofree char *path = NULL;

  if (self->pack == NULL || index >= self->pack->levels->len)
    return;
  level = g_ptr_array_index (self->pack->levels, index);
  path = level_path (self, level);
  gtk_widget_activate_action (GTK_WIDGET (self), "win.select-item", "s", path);
}

/* GObject overrides */

static void
pf_studio_pack_page_dispose (GObject *object)
{
  PfStudioPackPage *self = PF_STUDIO_PACK_PAGE (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  pf_studio_pack_page_set_item (self, NULL, NULL);
  g_clear_pointer (&self->path, g_free);
  gtk_widget_dispose_template (GTK_WIDGET (self), PF_STUDIO_TYPE_PACK_PAGE);
  {
    GtkWidget *child;

    while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
      gtk_widget_unparent (child);
  }

  G_OBJECT_CLASS (pf_studio_pack_page_parent_class)->dispose (object);
}

static void
pf_studio_pack_page_class_init (PfStudioPackPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_pack_page_dispose;

  /**
   * PfStudioPackPage::analyzed:
   *
   * Emitted when "Analyze All" finished and its figures are in the project.
   */
  signals[ANALYZED] = g_signal_new ("analyzed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                    0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-pack-page.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, title_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, author_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, notes_row);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, summary_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, progress);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, cancel_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, levels);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, layout_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, area_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, keys_spin);
  gtk_widget_class_bind_template_child (widget_class, PfStudioPackPage, compactness_scale);

  gtk_widget_class_install_action (widget_class, "pack.analyze-all", NULL, analyze_all_action);
  gtk_widget_class_install_action (widget_class, "pack.sort", NULL, sort_action);
  gtk_widget_class_install_action (widget_class, "pack.cancel", NULL, cancel_action);
  gtk_widget_class_install_action (widget_class, "pack.generate", NULL, generate_action);
  gtk_widget_class_install_action (widget_class, "pack.new-layout", NULL, new_layout_action);
}

static void
on_title_applied (PfStudioPackPage *self)
{
  if (self->pack != NULL)
    set_meta_field (self, self->title_row, &self->pack->meta.title);
}

static void
on_author_applied (PfStudioPackPage *self)
{
  if (self->pack != NULL)
    set_meta_field (self, self->author_row, &self->pack->meta.author);
}

static void
on_notes_applied (PfStudioPackPage *self)
{
  if (self->pack != NULL)
    set_meta_field (self, self->notes_row, &self->pack->meta.notes);
}

static void
pf_studio_pack_page_init (PfStudioPackPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  g_signal_connect_swapped (self->title_row, "apply", G_CALLBACK (on_title_applied), self);
  g_signal_connect_swapped (self->author_row, "apply", G_CALLBACK (on_author_applied), self);
  g_signal_connect_swapped (self->notes_row, "apply", G_CALLBACK (on_notes_applied), self);
  g_signal_connect (self->levels, "row-activated", G_CALLBACK (on_row_activated), self);
  update_busy (self);
}

GtkWidget *
pf_studio_pack_page_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_PACK_PAGE, NULL);
}

static void
sync_pack (PfStudioPackPage *self)
{
  PfItemPlace place;
  PfTriPack *pack;

  if (self->document == NULL || self->path == NULL ||
      !pf_project_locate (pf_document_get_project (self->document), self->path, &place) ||
      place.kind != PF_ITEM_PACK)
    {
      self->pack = NULL;
      rebuild (self);
      return;
    }
  pack = self->pack = place.item;
  gtk_editable_set_text (GTK_EDITABLE (self->title_row), pack->meta.title ? pack->meta.title : "");
  gtk_editable_set_text (GTK_EDITABLE (self->author_row),
                         pack->meta.author ? pack->meta.author : "");
  gtk_editable_set_text (GTK_EDITABLE (self->notes_row), pack->meta.notes ? pack->meta.notes : "");
  rebuild (self);
}

static void
on_item_changed (PfDocument       *document,
                 const char       *path,
                 PfStudioPackPage *self)
{
  PfItemPlace place;

  /* The pack itself, or one of its levels (titles, figures). */
  if (self->pack == NULL || g_strcmp0 (path, self->path) == 0 ||
      (pf_project_locate (pf_document_get_project (document), path, &place) &&
       place.kind == PF_ITEM_LEVEL &&
       g_ptr_array_index (pf_project_get_packs (pf_document_get_project (document)),
                          place.pack_index) == self->pack))
    sync_pack (self);
}

static void
on_items_changed (PfDocument       *document,
                  guint             kind,
                  const char       *pack,
                  PfStudioPackPage *self)
{
  if (kind == PF_ITEM_PACK || kind == PF_ITEM_LEVEL)
    sync_pack (self);
}

void
pf_studio_pack_page_set_item (PfStudioPackPage *self,
                              PfDocument       *document,
                              const char       *path)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));

  if (self->document != document)
    {
      if (self->document != NULL)
        g_signal_handlers_disconnect_by_data (self->document, self);
      g_set_object (&self->document, document);
      if (document != NULL)
        {
          g_signal_connect (document, "item-changed", G_CALLBACK (on_item_changed), self);
          g_signal_connect (document, "items-changed", G_CALLBACK (on_items_changed), self);
        }
    }
  g_free (self->path);
  self->path = g_strdup (path);
  sync_pack (self);
}

void
pf_studio_pack_page_move_level (PfStudioPackPage *self,
                                guint             from,
                                guint             to)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL || from >= self->pack->levels->len ||
      to >= self->pack->levels->len || from == to)
    return;

  {
    g_autofree char *path = level_path (self, g_ptr_array_index (self->pack->levels, from));

    g_free (pf_document_move_level (self->document, path, self->path, (int) to));
  }
}

static int
by_difficulty_at (gconstpointer a,
                  gconstpointer b,
                  gpointer      levels)
{
  const PfTriLevel *x = g_ptr_array_index ((GPtrArray *) levels, *(const guint *) a);
  const PfTriLevel *y = g_ptr_array_index ((GPtrArray *) levels, *(const guint *) b);
  double dx = x->figures.difficulty, dy = y->figures.difficulty;

  /* Unanalysed levels (negative) go last; ties by optimal moves. */
  if ((dx < 0) != (dy < 0))
    return dx < 0 ? 1 : -1;
  if (dx != dy)
    return dx < dy ? -1 : 1;
  if (x->figures.moves != y->figures.moves)
    return x->figures.moves - y->figures.moves;
  /* Stable: equal levels keep their order. */
  return (int) *(const guint *) a - (int) *(const guint *) b;
}

void
pf_studio_pack_page_sort (PfStudioPackPage *self)
{
  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL)
    return;

  {
    g_autofree guint *order = g_new (guint, self->pack->levels->len);
    guint n = self->pack->levels->len;

    /* Sort the places, then reorder the pack as one edit. */
    for (guint i = 0; i < n; i++)
      order[i] = i;
    g_qsort_with_data (order, n, sizeof (guint), by_difficulty_at, self->pack->levels);
    pf_document_reorder_levels (self->document, self->path, order, n);
  }
}

void
pf_studio_pack_page_analyze_all (PfStudioPackPage *self)
{
  g_autoptr(GTask) task = NULL;
  AnalyzeAllJob *job;

  g_return_if_fail (PF_STUDIO_IS_PACK_PAGE (self));
  if (self->pack == NULL || self->cancellable != NULL)
    return;

  job = g_new0 (AnalyzeAllJob, 1);
  job->levels = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_level_free);
  job->figures = g_array_sized_new (FALSE, FALSE, sizeof (PfTriFigures), self->pack->levels->len);
  for (guint i = 0; i < self->pack->levels->len; i++)
    {
      PfTriFigures unknown;

      pf_tri_figures_reset (&unknown);
      g_ptr_array_add (job->levels, pf_tri_level_copy (g_ptr_array_index (self->pack->levels, i)));
      g_array_append_val (job->figures, unknown);
    }

  self->cancellable = g_cancellable_new ();
  task = g_task_new (self, self->cancellable, on_analyzed_all, NULL);
  g_task_set_source_tag (task, pf_studio_pack_page_analyze_all);
  g_task_set_task_data (task, job, (GDestroyNotify) analyze_all_job_free);
  gtk_progress_bar_set_fraction (self->progress, 0);
  gtk_progress_bar_set_text (self->progress, _("Starting…"));
  update_busy (self);
  g_task_run_in_thread (task, analyze_all_thread);
}

gboolean
pf_studio_pack_page_add_layout (PfStudioPackPage *self,
                                guint             area,
                                guint             keys,
                                double            compactness,
                                guint64           seed)
{
  PfTriLayoutParams params;
  g_autoptr(PfTriLevel) level = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;
  g_autofree char *title = NULL;
  g_autofree char *path = NULL;

  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), FALSE);
  if (self->pack == NULL)
    return FALSE;

  id = pf_project_fresh_name (pf_document_get_project (self->document), PF_ITEM_LEVEL,
                              self->pack, &title);
  pf_tri_layout_params_init (&params);
  params.seed = seed;
  params.area = area;
  params.keys = keys;
  params.compactness = compactness;
  level = pf_tri_layout_generate (&params, id, &error);
  if (level == NULL)
    {
      gtk_label_set_text (self->summary_label, error->message);
      return FALSE;
    }
  level->meta.title = g_steal_pointer (&title);
  path = pf_document_insert_item (self->document, PF_ITEM_LEVEL, self->path, -1,
                                  g_steal_pointer (&level));
  return path != NULL;
}

gboolean
pf_studio_pack_page_is_busy (PfStudioPackPage *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_PACK_PAGE (self), FALSE);
  return self->cancellable != NULL;
}
