/* pf-studio-field-editor.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-field-editor"

#include <string.h>

#include <glib/gi18n.h>

#include "pf-fumen.h"
#include "pf-playtest-field.h"
#include "pf-playtest-settings.h"
#include "pf-studio-field-editor.h"
#include "pf-studio-mino.h"
#include "pf-tetrinet-field.h"

struct _PfStudioFieldEditor
{
  GtkBox      parent_instance;

  /* Template widgets */
  GtkFlowBox *palette;
  GtkLabel   *brush_label;
  GtkLabel   *hint_label;
  GtkWidget  *clear_opponent_button;
  GtkLabel   *message_label;
  GtkWidget  *page_box;
  GtkSpinButton *page_spin;

  PfField    *field;        /* not owned */
  PfField    *active;       /* not owned: the field last painted, which copy and paste use */
  char       *fumen;        /* the last fumen pasted, whose pages the spin button picks */
  guint       palette_width;
  PfCell      brush;
  char       *message;

  GArray     *undo_steps;   /* FieldStep, the last one undone first */
  GArray     *redo_steps;   /* FieldStep */
  gboolean    in_stroke;    /* the stroke under way has its undo step */
};

/* A field as it was before an edit. */
typedef struct
{
  PfField *target;          /* not owned: the window's own or the opponent's */
  PfField  before;
} FieldStep;

/* Strokes kept to undo, per field editor: a field is 480 cells. */
#define MAX_FIELD_STEPS 200

G_DEFINE_FINAL_TYPE (PfStudioFieldEditor, pf_studio_field_editor, GTK_TYPE_BOX)

enum
{
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void on_page_changed (PfStudioFieldEditor *self);

/* Auxiliary methods */

static const char *
cell_name (PfCell cell)
{
  static const char * const names[] = {
    N_("Empty"),
    N_("I piece (cyan)"), N_("J piece (blue)"), N_("L piece (orange)"), N_("O piece (yellow)"),
    N_("S piece (green)"), N_("T piece (purple)"), N_("Z piece (red)"), N_("Garbage"),
    N_("Colour 1 (blue)"), N_("Colour 2 (yellow)"), N_("Colour 3 (green)"),
    N_("Colour 4 (purple)"), N_("Colour 5 (red)"),
    N_("a: Add Line"), N_("c: Clear Line"), N_("n: Nuke Field"), N_("r: Random Clear"),
    N_("s: Switch Fields"), N_("b: Clear Specials"), N_("g: Block Gravity"),
    N_("q: Blockquake"), N_("o: Block Bomb"),
  };

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == PF_N_CELLS);
  return cell < PF_N_CELLS ? _(names[cell]) : "";
}

static void
emit_changed (PfStudioFieldEditor *self,
              PfField             *target)
{
  g_signal_emit (self, signals[CHANGED], 0, target);
}

static void
push_step (GArray  *steps,
           PfField *target)
{
  FieldStep step = { target, *target };

  if (steps->len >= MAX_FIELD_STEPS)
    g_array_remove_index (steps, 0);
  g_array_append_val (steps, step);
}

/* Takes the last step of @from back, keeping the field as it is now in
 * @to so that the other way brings it back. */
static gboolean
step_back (PfStudioFieldEditor *self,
           GArray              *from,
           GArray              *to)
{
  FieldStep *step;

  if (from->len == 0)
    return FALSE;
  step = &g_array_index (from, FieldStep, from->len - 1);
  push_step (to, step->target);
  *step->target = step->before;
  self->active = step->target;
  g_array_set_size (from, from->len - 1);
  self->in_stroke = FALSE;
  pf_studio_field_editor_show_message (self, NULL, FALSE);
  emit_changed (self, self->active);
  return TRUE;
}

static void
swatch_draw (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  double size = MIN (width, height);

  pf_studio_mino_draw (cr, (width - size) / 2, (height - size) / 2, size,
                       (PfCell) GPOINTER_TO_INT (user_data), pf_studio_mino_is_dark ());
}

static void
update_brush_label (PfStudioFieldEditor *self)
{
  g_autofree char *text = g_strdup_printf (_("Painting: %s"), cell_name (self->brush));

  gtk_label_set_text (self->brush_label, text);
}

static void
swatch_toggled_cb (GtkToggleButton     *button,
                   PfStudioFieldEditor *self)
{
  if (!gtk_toggle_button_get_active (button))
    return;
  self->brush = (PfCell) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pf-cell"));
  update_brush_label (self);
}

static void
rebuild_palette (PfStudioFieldEditor *self,
                 guint                width)
{
  gboolean tetrinet = width == PF_TETRINET_WIDTH;
  PfCell first = tetrinet ? PF_CELL_COLOUR_1 : PF_CELL_I;
  PfCell last = tetrinet ? PF_CELL_SPECIAL_LAST : PF_CELL_GARBAGE;
  GtkToggleButton *group = NULL;
  GtkWidget *child;

  if (width == self->palette_width)
    return;
  self->palette_width = width;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->palette))) != NULL)
    gtk_flow_box_remove (self->palette, child);

  if (tetrinet && !(self->brush >= first && self->brush <= last))
    self->brush = PF_CELL_COLOUR_5;
  else if (!tetrinet && !(self->brush >= first && self->brush <= last))
    self->brush = PF_CELL_GARBAGE;

  for (PfCell cell = first; cell <= last; cell++)
    {
      GtkWidget *button = gtk_toggle_button_new ();
      GtkWidget *area = gtk_drawing_area_new ();

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), 24);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), 24);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), swatch_draw,
                                      GINT_TO_POINTER (cell), NULL);
      gtk_button_set_child (GTK_BUTTON (button), area);
      gtk_widget_set_tooltip_text (button, cell_name (cell));
      gtk_widget_add_css_class (button, "pf-swatch");
      g_object_set_data (G_OBJECT (button), "pf-cell", GINT_TO_POINTER (cell));
      if (group != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), group);
      else
        group = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), cell == self->brush);
      g_signal_connect (button, "toggled", G_CALLBACK (swatch_toggled_cb), self);
      gtk_flow_box_append (self->palette, button);
    }
  gtk_widget_set_visible (self->clear_opponent_button, tetrinet);
  gtk_label_set_text (self->hint_label,
                      tetrinet ? _("Click or drag to paint, right-click to erase. "
                                   "The opponent’s field can be painted too; copy and paste "
                                   "act on the field painted last.")
                               : _("Click or drag to paint, right-click to erase."));
  update_brush_label (self);
}

static void
copy_text (PfStudioFieldEditor *self,
           const char          *text)
{
  gdk_clipboard_set_text (gtk_widget_get_clipboard (GTK_WIDGET (self)), text);
}

/* Actions */

static void
clear_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioFieldEditor *self = PF_STUDIO_FIELD_EDITOR (widget);

  if (self->field == NULL)
    return;
  pf_studio_field_editor_record (self, self->field);
  pf_field_init (self->field, self->field->width, self->field->height);
  pf_studio_field_editor_show_message (self, NULL, FALSE);
  emit_changed (self, self->field);
}

static void
copy_fumen_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  PfStudioFieldEditor *self = PF_STUDIO_FIELD_EDITOR (widget);
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  PfField fitted;
  guint lost, dropped = 0;

  if (self->active == NULL)
    return;
  lost = pf_playtest_field_fit (self->active, PF_WELL_GUIDELINE, &fitted);
  text = pf_fumen_encode (&fitted, &dropped);
  copy_text (self, text);
  lost += dropped;
  if (lost > 0)
    message = g_strdup_printf (ngettext ("Copied as fumen; %u cell outside the 10 × 23 fumen "
                                         "field was left out",
                                         "Copied as fumen; %u cells outside the 10 × 23 fumen "
                                         "field were left out", lost), lost);
  pf_studio_field_editor_show_message (self, message ? message
                                               : self->active != self->field
                                               ? _("Copied the opponent’s field as fumen")
                                               : _("Copied the field as fumen"), FALSE);
}

static void
copy_tetrinet_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  PfStudioFieldEditor *self = PF_STUDIO_FIELD_EDITOR (widget);
  g_autofree char *text = NULL;
  g_autofree char *message = NULL;
  PfField fitted;
  guint lost;

  if (self->active == NULL)
    return;
  lost = pf_playtest_field_fit (self->active, PF_WELL_TETRINET, &fitted);
  text = pf_tetrinet_field_format (&fitted);
  copy_text (self, text);
  if (lost > 0)
    message = g_strdup_printf (ngettext ("Copied as a TetriNET string; %u cell outside the "
                                         "12 × 22 well was left out",
                                         "Copied as a TetriNET string; %u cells outside the "
                                         "12 × 22 well were left out", lost), lost);
  pf_studio_field_editor_show_message (self, message ? message
                                               : self->active != self->field
                                               ? _("Copied the opponent’s field as a TetriNET "
                                                   "string")
                                               : _("Copied the field as a TetriNET string"),
                                       FALSE);
}

static void
paste_ready_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(PfStudioFieldEditor) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (source), result, &error);

  /* GDK's reason ("Format text/plain not supported") says no more. */
  if (text == NULL)
    {
      pf_studio_field_editor_show_message (self, _("Cannot paste: the clipboard holds no text; "
                                                   "copy a fumen code or a TetriNET field"),
                                           TRUE);
      return;
    }
  pf_studio_field_editor_import (self, text);
}

static void
paste_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  PfStudioFieldEditor *self = PF_STUDIO_FIELD_EDITOR (widget);

  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (widget), NULL, paste_ready_cb,
                                 g_object_ref (self));
}

/* GObject overrides */

static void
pf_studio_field_editor_finalize (GObject *object)
{
  PfStudioFieldEditor *self = PF_STUDIO_FIELD_EDITOR (object);

  g_clear_pointer (&self->message, g_free);
  g_clear_pointer (&self->fumen, g_free);
  g_clear_pointer (&self->undo_steps, g_array_unref);
  g_clear_pointer (&self->redo_steps, g_array_unref);
  G_OBJECT_CLASS (pf_studio_field_editor_parent_class)->finalize (object);
}

static void
pf_studio_field_editor_class_init (PfStudioFieldEditorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = pf_studio_field_editor_finalize;

  /**
   * PfStudioFieldEditor::changed:
   * @self: the editor
   * @field: (type gpointer): the #PfField that changed
   *
   * A field was painted, cleared or replaced.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/polyformstudio/PolyformStudio/"
                                               "pf-studio-field-editor.ui");
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, palette);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, brush_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, hint_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, clear_opponent_button);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, message_label);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, page_box);
  gtk_widget_class_bind_template_child (widget_class, PfStudioFieldEditor, page_spin);
  gtk_widget_class_bind_template_callback (widget_class, on_page_changed);

  gtk_widget_class_install_action (widget_class, "editor.clear", NULL, clear_action);
  gtk_widget_class_install_action (widget_class, "editor.copy-fumen", NULL, copy_fumen_action);
  gtk_widget_class_install_action (widget_class, "editor.copy-tetrinet", NULL,
                                   copy_tetrinet_action);
  gtk_widget_class_install_action (widget_class, "editor.paste", NULL, paste_action);
}

static void
pf_studio_field_editor_init (PfStudioFieldEditor *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->brush = PF_CELL_GARBAGE;
  self->undo_steps = g_array_new (FALSE, FALSE, sizeof (FieldStep));
  self->redo_steps = g_array_new (FALSE, FALSE, sizeof (FieldStep));
  rebuild_palette (self, 10);
}

void
pf_studio_field_editor_set_field (PfStudioFieldEditor *self,
                                  PfField             *field)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self));

  /* Another well's field: its history is not this one's. */
  if (field != self->field)
    {
      g_array_set_size (self->undo_steps, 0);
      g_array_set_size (self->redo_steps, 0);
    }
  self->field = field;
  self->active = field;
  self->in_stroke = FALSE;
  if (field != NULL)
    rebuild_palette (self, field->width);
}

PfCell
pf_studio_field_editor_get_brush (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), PF_CELL_EMPTY);
  return self->brush;
}

void
pf_studio_field_editor_set_brush (PfStudioFieldEditor *self,
                                  PfCell               brush)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self));

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->palette));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));

      if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "pf-cell")) == (int) brush)
        gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
    }
}

gboolean
pf_studio_field_editor_paint (PfStudioFieldEditor *self,
                              PfField             *target,
                              int                  x,
                              int                  y,
                              gboolean             erase)
{
  PfCell cell;

  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);
  g_return_val_if_fail (target != NULL, FALSE);

  /* Copy and paste follow the field being painted. */
  self->active = target;
  if (x < 0 || y < 0 || x >= target->width || y >= target->height)
    return FALSE;
  cell = erase ? PF_CELL_EMPTY : self->brush;
  if (pf_field_get (target, x, y) == cell)
    return FALSE;
  /* A stroke is one undo step, from the first cell it changes. */
  if (!self->in_stroke)
    {
      pf_studio_field_editor_record (self, target);
      self->in_stroke = TRUE;
    }
  pf_field_set (target, x, y, cell);
  emit_changed (self, target);
  return TRUE;
}

/* Shows page @page of the pasted fumen, saying what the field leaves out. */
static gboolean
show_fumen_page (PfStudioFieldEditor *self,
                 guint                page)
{
  g_auto(PfFumenPageInfo) info = { 0, };
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  PfField decoded;
  guint lost;

  if (!pf_fumen_decode_page (self->fumen, page, &decoded, &info, &error))
    {
      message = g_strdup_printf (_("Cannot paste the field: %s"), error->message);
      pf_studio_field_editor_show_message (self, message, TRUE);
      return FALSE;
    }
  pf_studio_field_editor_record (self, self->active);
  lost = pf_playtest_field_fit (&decoded, self->active->width == PF_TETRINET_WIDTH
                                          ? PF_WELL_TETRINET : PF_WELL_GUIDELINE, self->active);
  if (lost > 0)
    message = g_strdup_printf (ngettext ("Pasted the field; %u cell outside this well was left out",
                                         "Pasted the field; %u cells outside this well were left out",
                                         lost), lost);
  else if (self->active != self->field)
    message = g_strdup (_("Pasted a fumen field into the opponent’s"));
  else if (info.n_pages > 1 && (info.comment != NULL || info.piece != '\0'))
    message = g_strdup_printf (_("Pasted page %u of %u of a fumen; its comment and piece are "
                                 "not part of the field"), page, info.n_pages);
  else if (info.n_pages > 1)
    message = g_strdup_printf (_("Pasted page %u of %u of a fumen"), page, info.n_pages);
  else if (info.comment != NULL || info.piece != '\0')
    message = g_strdup (_("Pasted a fumen field; its comment and piece are not part of the field"));
  else
    message = g_strdup (_("Pasted a fumen field"));
  pf_studio_field_editor_show_message (self, message, FALSE);

  g_signal_handlers_block_by_func (self->page_spin, on_page_changed, self);
  gtk_spin_button_set_range (self->page_spin, 1, MAX (1, info.n_pages));
  gtk_spin_button_set_value (self->page_spin, page);
  g_signal_handlers_unblock_by_func (self->page_spin, on_page_changed, self);
  gtk_widget_set_visible (self->page_box, info.n_pages > 1);
  emit_changed (self, self->active);
  return TRUE;
}

static void
on_page_changed (PfStudioFieldEditor *self)
{
  if (self->fumen != NULL && self->active != NULL)
    show_fumen_page (self, gtk_spin_button_get_value_as_int (self->page_spin));
}

gboolean
pf_studio_field_editor_import (PfStudioFieldEditor *self,
                               const char          *text)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *message = NULL;
  const char *format;
  PfField decoded;
  guint lost;

  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);

  if (self->active == NULL)
    return FALSE;
  format = pf_playtest_field_detect_format (text);
  if (g_str_equal (format, "fumen"))
    {
      g_autofree char *previous = g_steal_pointer (&self->fumen);

      self->fumen = g_strdup (text);
      if (show_fumen_page (self, 1))
        return TRUE;
      g_free (self->fumen);
      self->fumen = g_steal_pointer (&previous);
      return FALSE;
    }
  if (!pf_playtest_field_decode (format, text, &decoded, &error))
    {
      g_autofree char *stripped = g_strstrip (g_strdup (text));

      /* Text that is no TetriNET string at all is neither format: say so,
       * rather than where it fails as a TetriNET string. */
      if (strspn (stripped, "012345" PF_SPECIAL_LETTERS) < strlen (stripped) / 2)
        message = g_strdup (_("Cannot paste the field: the clipboard holds neither a fumen code "
                              "(v115@…) nor a TetriNET field (264 characters of 0–5 and "
                              "specials)"));
      else
        message = g_strdup_printf (_("Cannot paste the field: %s"), error->message);
      pf_studio_field_editor_show_message (self, message, TRUE);
      return FALSE;
    }

  g_clear_pointer (&self->fumen, g_free);
  gtk_widget_set_visible (self->page_box, FALSE);
  pf_studio_field_editor_record (self, self->active);
  lost = pf_playtest_field_fit (&decoded, self->active->width == PF_TETRINET_WIDTH
                                          ? PF_WELL_TETRINET : PF_WELL_GUIDELINE, self->active);
  if (lost > 0)
    message = g_strdup_printf (ngettext ("Pasted the field; %u cell outside this well was left out",
                                         "Pasted the field; %u cells outside this well were left out",
                                         lost), lost);
  else if (self->active != self->field)
    message = g_strdup (_("Pasted a TetriNET field into the opponent’s"));
  else
    message = g_strdup (_("Pasted a TetriNET field"));
  pf_studio_field_editor_show_message (self, message, FALSE);
  emit_changed (self, self->active);
  return TRUE;
}

void
pf_studio_field_editor_show_message (PfStudioFieldEditor *self,
                                     const char          *message,
                                     gboolean             is_error)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self));

  g_free (self->message);
  self->message = g_strdup (message);
  gtk_label_set_text (self->message_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->message_label), message != NULL);
  if (is_error)
    {
      gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "error");
      gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "dim-label");
    }
  else
    {
      gtk_widget_remove_css_class (GTK_WIDGET (self->message_label), "error");
      gtk_widget_add_css_class (GTK_WIDGET (self->message_label), "dim-label");
    }
}

const char *
pf_studio_field_editor_get_message (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), NULL);
  return self->message;
}

void
pf_studio_field_editor_begin_stroke (PfStudioFieldEditor *self)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self));
  self->in_stroke = FALSE;
}

void
pf_studio_field_editor_record (PfStudioFieldEditor *self,
                               PfField             *target)
{
  g_return_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self));
  g_return_if_fail (target != NULL);

  push_step (self->undo_steps, target);
  g_array_set_size (self->redo_steps, 0);
}

gboolean
pf_studio_field_editor_undo (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);
  return step_back (self, self->undo_steps, self->redo_steps);
}

gboolean
pf_studio_field_editor_redo (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);
  return step_back (self, self->redo_steps, self->undo_steps);
}

gboolean
pf_studio_field_editor_can_undo (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);
  return self->undo_steps->len > 0;
}

gboolean
pf_studio_field_editor_can_redo (PfStudioFieldEditor *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FIELD_EDITOR (self), FALSE);
  return self->redo_steps->len > 0;
}
