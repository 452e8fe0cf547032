/* pf-studio-level-preview.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Playing here is as in the level page's play mode: a drag slides a block
 * with the blocks it pushes and ends in preview.play-move, so a drag, a key
 * and a script take one way. The session is live: each level shown is
 * solved, analysed and explained in the session's worker, the run before
 * cancelled, so the figures never belong to another level.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-generate"

#include <math.h>

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-studio-fold-box.h"
#include "pf-studio-level-findings.h"
#include "pf-studio-level-preview.h"
#include "pf-studio-tri-canvas.h"
#include "pf-studio-count.h"

enum {
  FIGURE_MOVES,
  FIGURE_STEPS,
  FIGURE_DIFFICULTY,
  FIGURE_REACHABLE,
  FIGURE_SOLUTIONS,
  FIGURE_BLOCKS,
  N_FIGURES
};

struct _PfStudioLevelPreview
{
  GtkWidget          parent_instance;

  GtkStack          *stack;
  GtkLabel          *placeholder;
  GtkLabel          *title_label;
  PfStudioTriCanvas *canvas;
  GtkLabel          *move_label;
  GtkLabel          *figures[N_FIGURES];
  GtkLabel          *status_label;

  PfTriSession      *session;
  int                hover_block;   /* the block under the pointer, or -1 */
  int                drag_block;    /* the block being dragged, or -1 */
};

G_DEFINE_FINAL_TYPE (PfStudioLevelPreview, pf_studio_level_preview, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static void
set_figure (PfStudioLevelPreview *self,
            guint                 which,
            char                 *text)
{
  gtk_label_set_text (self->figures[which], text);
  g_free (text);
}

static char *
number_text (gint64 value)
{
  return value >= 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, value) : g_strdup ("—");
}

static void
update_figures (PfStudioLevelPreview *self)
{
  const PfTriLevel *level = pf_tri_session_get_level (self->session);
  const PfTriExplanation *explanation = pf_tri_session_get_explanation (self->session);
  const char *problem = pf_tri_session_get_problem (self->session);
  g_autofree char *solutions = NULL;
  g_autofree char *blocks = NULL;
  PfTriFigures figures;

  if (level == NULL)
    return;
  /* The session's own figures once it has them, the generator's until then. */
  if (!pf_tri_session_get_figures (self->session, &figures))
    figures = level->figures;
  set_figure (self, FIGURE_MOVES, number_text (figures.moves));
  set_figure (self, FIGURE_STEPS, number_text (figures.steps));
  set_figure (self, FIGURE_DIFFICULTY, figures.difficulty >= 0
                                       ? g_strdup_printf ("%.1f", figures.difficulty)
                                       : g_strdup ("—"));
  set_figure (self, FIGURE_REACHABLE, pf_studio_format_count (figures.reachable));
  set_figure (self, FIGURE_SOLUTIONS, pf_studio_level_describe_solutions (explanation, TRUE));
  set_figure (self, FIGURE_BLOCKS, pf_studio_level_describe_blocks (explanation, TRUE));
  /* The whole sentence on hover, as the level page says it. */
  solutions = pf_studio_level_describe_solutions (explanation, FALSE);
  blocks = pf_studio_level_describe_blocks (explanation, FALSE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->figures[FIGURE_SOLUTIONS]), solutions);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->figures[FIGURE_BLOCKS]), blocks);

  if (pf_tri_session_is_busy (self->session))
    gtk_label_set_text (self->status_label, _("Analysing…"));
  else if (pf_tri_session_get_rules (self->session) == NULL)
    gtk_label_set_text (self->status_label, pf_tri_session_get_rules_error (self->session));
  else
    gtk_label_set_text (self->status_label, problem != NULL ? problem : "");
}

static void
update_moves (PfStudioLevelPreview *self)
{
  guint moves = pf_tri_session_get_move_count (self->session);
  gboolean solved = moves > 0 && pf_tri_session_is_solved (self->session);
  g_autoptr(GString) text = g_string_new (NULL);
  PfTriFigures figures;

  if (!pf_tri_session_get_figures (self->session, &figures) &&
      pf_tri_session_get_level (self->session) != NULL)
    figures = pf_tri_session_get_level (self->session)->figures;
  if (solved && figures.moves > 0 && (guint) figures.moves == moves)
    g_string_printf (text, ngettext ("Solved in %u move, the optimum",
                                     "Solved in %u moves, the optimum", moves), moves);
  else if (solved)
    g_string_printf (text, ngettext ("Solved in %u move", "Solved in %u moves", moves), moves);
  else
    {
      gint distance = pf_tri_session_get_distance (self->session);

      g_string_printf (text, ngettext ("%u move", "%u moves", moves), moves);
      if (distance >= 0)
        /* TRANSLATORS: how many moves the position shown is from the goal */
        g_string_append_printf (text, ngettext (" · %d to go", " · %d to go", distance),
                                distance);
    }
  gtk_label_set_text (self->move_label, text->str);
  if (solved)
    gtk_widget_add_css_class (GTK_WIDGET (self->move_label), "success");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->move_label), "success");
}

static void
update_actions (PfStudioLevelPreview *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  gboolean playable = pf_tri_session_get_rules (self->session) != NULL;
  PfTriMove next;

  gtk_widget_action_set_enabled (widget, "preview.play-move", playable);
  gtk_widget_action_set_enabled (widget, "preview.step-forward",
                                 playable && pf_tri_session_plan (self->session, &next, 1) == 1);
  gtk_widget_action_set_enabled (widget, "preview.undo-move",
                                 pf_tri_session_get_move_count (self->session) > 0);
  gtk_widget_action_set_enabled (widget, "preview.restart",
                                 pf_tri_session_has_moved (self->session));
}

static void
refresh (PfStudioLevelPreview *self)
{
  PfTriRenderOptions options;
  const gint8 *slide_dirs;
  double slide = pf_tri_session_get_slide (self->session, &slide_dirs);

  pf_tri_render_options_init (&options);
  options.caption = FALSE;
  options.rules = pf_tri_session_get_rules (self->session);
  options.has_state = options.rules != NULL;
  options.state = pf_tri_session_get_state (self->session);
  options.selected_block = self->drag_block >= 0 ? self->drag_block : self->hover_block;
  if (slide > 0)
    {
      options.slide_dirs = slide_dirs;
      options.slide = slide;
    }
  /* At the start, the blocks that do not matter are marked, as the level
   * page marks them while the level is edited. */
  if (!pf_tri_session_has_moved (self->session) && !pf_tri_session_is_busy (self->session))
    for (guint b = 0; b < PF_TRI_MAX_BLOCKS; b++)
      if (pf_studio_level_block_is_redundant (pf_tri_session_get_explanation (self->session), b))
        options.spare_blocks |= 1u << b;
  pf_studio_tri_canvas_set_level (self->canvas, pf_tri_session_get_level (self->session));
  pf_studio_tri_canvas_set_options (self->canvas, &options);
  update_moves (self);
  update_figures (self);
  update_actions (self);
}

static GtkWidget *
add_figure (GtkGrid    *grid,
            int         row,
            const char *name)
{
  GtkWidget *key = gtk_label_new (name);
  GtkWidget *value = gtk_label_new ("—");

  gtk_label_set_xalign (GTK_LABEL (key), 0);
  gtk_label_set_yalign (GTK_LABEL (key), 0);
  gtk_widget_add_css_class (key, "dim-label");
  gtk_label_set_xalign (GTK_LABEL (value), 0);
  gtk_label_set_wrap (GTK_LABEL (value), TRUE);
  gtk_label_set_selectable (GTK_LABEL (value), TRUE);
  gtk_widget_add_css_class (value, "numeric");
  gtk_widget_set_hexpand (value, TRUE);
  gtk_grid_attach (grid, key, 0, row, 1, 1);
  gtk_grid_attach (grid, value, 1, row, 1, 1);
  return value;
}

static GtkWidget *
icon_button (const char *icon,
             const char *action,
             const char *tooltip)
{
  GtkWidget *button = gtk_button_new_from_icon_name (icon);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tooltip, -1);
  gtk_widget_add_css_class (button, "flat");
  return button;
}

/* Callbacks */

static void
on_session_changed (PfStudioLevelPreview *self)
{
  refresh (self);
}

static gboolean
on_triangle_pressed (PfStudioTriCanvas    *canvas,
                     int                   triangle,
                     guint                 button,
                     PfStudioLevelPreview *self)
{
  self->drag_block = -1;
  if (triangle < 0 || button == GDK_BUTTON_SECONDARY)
    return FALSE;
  self->drag_block = pf_tri_session_block_at (self->session, (guint) triangle);
  return self->drag_block >= 0;
}

static void
on_drag_moved (PfStudioTriCanvas    *canvas,
               double                dx,
               double                dy,
               PfStudioLevelPreview *self)
{
  const PfTriLevel *level = pf_tri_session_get_level (self->session);
  double ax, ay;

  if (level == NULL || self->drag_block < 0 || (guint) self->drag_block >= level->n_blocks)
    return;
  /* One step is one edge length along the block's axis. */
  pf_tri_axis_vector (level->blocks[self->drag_block].axis, &ax, &ay);
  pf_tri_session_drag (self->session, (guint) self->drag_block, dx * ax + dy * ay);
}

static void
on_drag_finished (PfStudioTriCanvas    *canvas,
                  PfStudioLevelPreview *self)
{
  PfTriMove move;

  if (self->drag_block >= 0 && pf_tri_session_end_drag (self->session, &move))
    gtk_widget_activate_action (GTK_WIDGET (self), "preview.play-move", "(uiu)",
                                (guint) move.block, (int) move.dir, (guint) move.steps);
  self->drag_block = -1;
  refresh (self);
}

static void
on_hover_changed (PfStudioTriCanvas    *canvas,
                  int                   triangle,
                  PfStudioLevelPreview *self)
{
  int block = triangle >= 0 ? pf_tri_session_block_at (self->session, (guint) triangle) : -1;

  if (block != self->hover_block)
    {
      self->hover_block = block;
      refresh (self);
    }
}

static void
play_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pf_tri_session_play_variant (PF_STUDIO_LEVEL_PREVIEW (widget)->session, parameter);
}

static void
step_forward_action (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  pf_tri_session_step_forward (PF_STUDIO_LEVEL_PREVIEW (widget)->session);
}

static void
undo_move_action (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  pf_tri_session_undo_move (PF_STUDIO_LEVEL_PREVIEW (widget)->session);
}

static void
restart_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  pf_tri_session_restart (PF_STUDIO_LEVEL_PREVIEW (widget)->session);
}

/* Building the widget */

/* The keys work wherever the focus is in the window, unless the focused
 * widget takes them (a list its arrows, an entry its Ctrl+Z). */
static void
add_shortcuts (PfStudioLevelPreview *self)
{
  static const struct {
    guint           key;
    GdkModifierType mods;
    const char     *action;
  } keys[] = {
    { GDK_KEY_Right, GDK_ALT_MASK, "preview.step-forward" },
    { GDK_KEY_Left, GDK_ALT_MASK, "preview.undo-move" },
    { GDK_KEY_z, GDK_CONTROL_MASK, "preview.undo-move" },
    { GDK_KEY_Home, GDK_ALT_MASK, "preview.restart" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (controller),
                                     GTK_SHORTCUT_SCOPE_MANAGED);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (controller),
                                          gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].key,
                                                                                    keys[i].mods),
                                                            gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static GtkWidget *
build_figures (PfStudioLevelPreview *self)
{
  static const char *names[N_FIGURES] = {
    N_("Moves"), N_("Steps"), N_("Difficulty"), N_("Reachable states"), N_("Solutions"),
    N_("Blocks"),
  };
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkGrid *grid = GTK_GRID (gtk_grid_new ());

  gtk_grid_set_row_spacing (grid, 4);
  gtk_grid_set_column_spacing (grid, 12);
  for (guint i = 0; i < N_FIGURES; i++)
    self->figures[i] = GTK_LABEL (add_figure (grid, (int) i, _(names[i])));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (grid));

  self->status_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->status_label, 0);
  gtk_label_set_wrap (self->status_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->status_label), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->status_label));
  gtk_widget_set_size_request (box, 150, -1);
  return box;
}

static void
build_ui (PfStudioLevelPreview *self)
{
  GtkWidget *page = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *play = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *bar = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);

  self->stack = GTK_STACK (gtk_stack_new ());
  /* With no level, the placeholder asks for no more height than its own:
   * a window that folds the preview under a list gives the list the rest. */
  gtk_stack_set_vhomogeneous (self->stack, FALSE);
  gtk_widget_set_parent (GTK_WIDGET (self->stack), GTK_WIDGET (self));

  self->placeholder = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->placeholder, TRUE);
  gtk_label_set_justify (self->placeholder, GTK_JUSTIFY_CENTER);
  gtk_widget_add_css_class (GTK_WIDGET (self->placeholder), "dim-label");
  gtk_stack_add_named (self->stack, GTK_WIDGET (self->placeholder), "empty");

  self->title_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title_label, 0);
  gtk_label_set_ellipsize (self->title_label, PANGO_ELLIPSIZE_END);
  gtk_widget_add_css_class (GTK_WIDGET (self->title_label), "heading");
  gtk_box_append (GTK_BOX (page), GTK_WIDGET (self->title_label));

  self->canvas = PF_STUDIO_TRI_CANVAS (pf_studio_tri_canvas_new ());
  gtk_widget_set_size_request (GTK_WIDGET (self->canvas), 200, 150);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->canvas),
                               _("Drag a block to play; the level joins the pack as it "
                                 "starts, whatever is played here"));
  gtk_box_append (GTK_BOX (play), GTK_WIDGET (self->canvas));
  gtk_box_append (GTK_BOX (bar), icon_button ("edit-undo-symbolic", "preview.undo-move",
                                              _("Take back a move (Alt+Left)")));
  gtk_box_append (GTK_BOX (bar), icon_button ("view-refresh-symbolic", "preview.restart",
                                              _("Back to the start (Alt+Home)")));
  gtk_box_append (GTK_BOX (bar), icon_button ("go-next-symbolic", "preview.step-forward",
                                              _("Play the next optimal move (Alt+Right)")));
  self->move_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->move_label, 0);
  gtk_label_set_ellipsize (self->move_label, PANGO_ELLIPSIZE_END);
  gtk_widget_set_margin_start (GTK_WIDGET (self->move_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->move_label), "numeric");
  gtk_box_append (GTK_BOX (bar), GTK_WIDGET (self->move_label));
  gtk_box_append (GTK_BOX (play), bar);

  /* Beside the canvas when there is room, under it otherwise. */
  gtk_box_append (GTK_BOX (page), pf_studio_fold_box_new (play, build_figures (self),
                                                         PF_STUDIO_PREVIEW_MIN_WIDTH, 0.64));
  gtk_stack_add_named (self->stack, page, "level");
  gtk_stack_set_visible_child_name (self->stack, "empty");

  g_signal_connect (self->canvas, "triangle-pressed", G_CALLBACK (on_triangle_pressed), self);
  g_signal_connect (self->canvas, "drag-moved", G_CALLBACK (on_drag_moved), self);
  g_signal_connect (self->canvas, "drag-finished", G_CALLBACK (on_drag_finished), self);
  g_signal_connect (self->canvas, "hover-changed", G_CALLBACK (on_hover_changed), self);
  add_shortcuts (self);
}

/* GObject overrides */

static void
pf_studio_level_preview_dispose (GObject *object)
{
  PfStudioLevelPreview *self = PF_STUDIO_LEVEL_PREVIEW (object);

  /* The session's worker stops, and nothing it still sends reaches the view. */
  if (self->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->session, self);
      pf_tri_session_cancel (self->session);
    }
  g_clear_object (&self->session);
  if (self->stack != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->stack));
      self->stack = NULL;
    }
  G_OBJECT_CLASS (pf_studio_level_preview_parent_class)->dispose (object);
}

static void
pf_studio_level_preview_class_init (PfStudioLevelPreviewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_level_preview_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_install_action (widget_class, "preview.play-move", "(uiu)", play_move_action);
  gtk_widget_class_install_action (widget_class, "preview.step-forward", NULL,
                                   step_forward_action);
  gtk_widget_class_install_action (widget_class, "preview.undo-move", NULL, undo_move_action);
  gtk_widget_class_install_action (widget_class, "preview.restart", NULL, restart_action);
}

static void
pf_studio_level_preview_init (PfStudioLevelPreview *self)
{
  self->hover_block = -1;
  self->drag_block = -1;
  self->session = pf_tri_session_new ();
  pf_tri_session_set_live (self->session, PF_STUDIO_PREVIEW_MAX_STATES);
  build_ui (self);
  g_signal_connect_swapped (self->session, "changed", G_CALLBACK (on_session_changed), self);
  refresh (self);
}

/* Public API */

GtkWidget *
pf_studio_level_preview_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LEVEL_PREVIEW, NULL);
}

void
pf_studio_level_preview_set_placeholder (PfStudioLevelPreview *self,
                                         const char           *text)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self));
  gtk_label_set_text (self->placeholder, text);
}

void
pf_studio_level_preview_set_level (PfStudioLevelPreview *self,
                                   const PfTriLevel     *level,
                                   const char           *title)
{
  g_return_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self));

  self->hover_block = -1;
  self->drag_block = -1;
  pf_tri_session_set_level (self->session, level);
  /* Another level starts where it starts, even one of the same puzzle. */
  pf_tri_session_restart (self->session);
  gtk_label_set_text (self->title_label, title != NULL ? title : "");
  /* The hint is hidden under a level, not only out of sight: a stack whose
   * children differ in height measures a child out of sight at its least
   * height, and the hint on one line would ask for its whole length in
   * width (in German, more than a 1024-pixel screen leaves the preview). */
  if (level == NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->placeholder), TRUE);
  gtk_stack_set_visible_child_name (self->stack, level != NULL ? "level" : "empty");
  if (level != NULL)
    gtk_widget_set_visible (GTK_WIDGET (self->placeholder), FALSE);
  pf_studio_tri_canvas_clear_hover (self->canvas);
  refresh (self);
  pf_studio_tri_canvas_fit (self->canvas);
}

const PfTriLevel *
pf_studio_level_preview_get_level (PfStudioLevelPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self), NULL);
  return pf_tri_session_get_level (self->session);
}

PfTriSession *
pf_studio_level_preview_get_session (PfStudioLevelPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self), NULL);
  return self->session;
}

const char *
pf_studio_level_preview_get_move_text (PfStudioLevelPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self), NULL);
  return gtk_label_get_text (self->move_label);
}

const char *
pf_studio_level_preview_get_solutions (PfStudioLevelPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self), NULL);
  return gtk_label_get_text (self->figures[FIGURE_SOLUTIONS]);
}

const char *
pf_studio_level_preview_get_blocks (PfStudioLevelPreview *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LEVEL_PREVIEW (self), NULL);
  return gtk_label_get_text (self->figures[FIGURE_BLOCKS]);
}
