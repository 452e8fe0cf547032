/* pf-studio-layout-popover.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-layout-popover"

#include <glib/gi18n.h>

#include "pf-studio-layout-popover.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-tri-layout.h"

#define PREVIEW_WIDTH  260
#define PREVIEW_HEIGHT 180

struct _PfStudioLayoutPopover
{
  GtkPopover              parent_instance;

  GtkWidget              *thumbnail;
  GtkLabel               *summary;
  GtkSpinButton          *area_spin;
  GtkSpinButton          *keys_spin;
  GtkSpinButton          *compactness_spin;
  GtkWidget              *add_button;

  PfStudioThumbnailCache *cache;
  PfTriLevel             *level;     /* the room shown, or NULL */
  guint64                 seed;
  gboolean                setting;   /* set_params is moving the spin buttons */
};

G_DEFINE_FINAL_TYPE (PfStudioLayoutPopover, pf_studio_layout_popover, GTK_TYPE_POPOVER)

static void
update_preview (PfStudioLayoutPopover *self)
{
  PfTriLayoutParams params;
  g_autoptr(GError) error = NULL;
  g_autofree char *floor = NULL;
  g_autofree char *keys = NULL;
  g_autofree char *text = NULL;
  guint n_keys = 0, n_floor;

  pf_tri_layout_params_init (&params);
  params.seed = self->seed;
  params.area = gtk_spin_button_get_value_as_int (self->area_spin);
  params.keys = gtk_spin_button_get_value_as_int (self->keys_spin);
  params.compactness = gtk_spin_button_get_value (self->compactness_spin);

  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (self->thumbnail), NULL);
  g_clear_pointer (&self->level, pf_tri_level_free);
  self->level = pf_tri_layout_generate (&params, "layout", &error);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "layout.add", self->level != NULL);
  if (self->level == NULL)
    {
      gtk_label_set_text (self->summary, error->message);
      gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "dim-label");
      gtk_widget_add_css_class (GTK_WIDGET (self->summary), "error");
      return;
    }

  pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (self->thumbnail), self->level);
  for (guint i = 0; i < self->level->n_blocks; i++)
    n_keys += self->level->blocks[i].key ? 1 : 0;
  n_floor = PF_TRI_COUNT - pf_tri_mask_count (&self->level->walls);
  floor = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u floor triangle", "%u floor triangles",
                                        n_floor), n_floor);
  keys = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u key block", "%u key blocks", n_keys),
                          n_keys);
  /* Translators: the room a New Layout would add: "96 floor triangles · 1 key block" */
  text = g_strdup_printf (_("%s · %s"), floor, keys);
  gtk_label_set_text (self->summary, text);
  gtk_widget_remove_css_class (GTK_WIDGET (self->summary), "error");
  gtk_widget_add_css_class (GTK_WIDGET (self->summary), "dim-label");
}

static void
on_param_changed (PfStudioLayoutPopover *self)
{
  if (!self->setting)
    update_preview (self);
}

static void
reroll_action (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  pf_studio_layout_popover_reroll (PF_STUDIO_LAYOUT_POPOVER (widget));
}

static void
add_action (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  /* The page that owns the button takes the room shown. */
  gtk_widget_activate_action (widget, "pack.new-layout", NULL);
}

static GtkSpinButton *
add_spin_row (GtkGrid    *grid,
              int         row,
              const char *label_text,
              double      lower,
              double      upper,
              double      step,
              double      value,
              guint       digits)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (label_text);
  GtkWidget *spin = gtk_spin_button_new_with_range (lower, upper, step);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), spin);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (spin), digits);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
  gtk_widget_set_hexpand (spin, TRUE);
  gtk_grid_attach (grid, label, 0, row, 1, 1);
  gtk_grid_attach (grid, spin, 1, row, 1, 1);
  return GTK_SPIN_BUTTON (spin);
}

static void
pf_studio_layout_popover_map (GtkWidget *widget)
{
  PfStudioLayoutPopover *self = PF_STUDIO_LAYOUT_POPOVER (widget);

  GTK_WIDGET_CLASS (pf_studio_layout_popover_parent_class)->map (widget);
  if (self->level == NULL)
    update_preview (self);
  /* Return adds the room shown; the settings are a Tab or a mnemonic away. */
  gtk_widget_grab_focus (self->add_button);
}

static void
pf_studio_layout_popover_dispose (GObject *object)
{
  PfStudioLayoutPopover *self = PF_STUDIO_LAYOUT_POPOVER (object);

  g_clear_pointer (&self->level, pf_tri_level_free);
  G_OBJECT_CLASS (pf_studio_layout_popover_parent_class)->dispose (object);
}

static void
pf_studio_layout_popover_finalize (GObject *object)
{
  PfStudioLayoutPopover *self = PF_STUDIO_LAYOUT_POPOVER (object);

  g_clear_object (&self->cache);
  G_OBJECT_CLASS (pf_studio_layout_popover_parent_class)->finalize (object);
}

static void
pf_studio_layout_popover_class_init (PfStudioLayoutPopoverClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_layout_popover_dispose;
  object_class->finalize = pf_studio_layout_popover_finalize;
  widget_class->map = pf_studio_layout_popover_map;

  gtk_widget_class_install_action (widget_class, "layout.reroll", NULL, reroll_action);
  gtk_widget_class_install_action (widget_class, "layout.add", NULL, add_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK,
                                       "layout.reroll", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK,
                                       "layout.add", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                                       "layout.add", NULL);
}

static void
pf_studio_layout_popover_init (PfStudioLayoutPopover *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *reroll = gtk_button_new_with_mnemonic (_("_Try Another"));
  GtkWidget *add = gtk_button_new_with_mnemonic (_("_Add Layout"));

  self->seed = g_random_int ();
  self->cache = pf_studio_thumbnail_cache_new (8);

  gtk_widget_set_margin_start (box, 6);
  gtk_widget_set_margin_end (box, 6);
  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);

  self->thumbnail = pf_studio_level_thumbnail_new (self->cache, PREVIEW_WIDTH, PREVIEW_HEIGHT);
  gtk_widget_set_halign (self->thumbnail, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (self->thumbnail, _("The room Add Layout adds"));
  gtk_box_append (GTK_BOX (box), self->thumbnail);

  self->summary = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->summary, TRUE);
  gtk_label_set_max_width_chars (self->summary, 36);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->summary));

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  self->area_spin = add_spin_row (GTK_GRID (grid), 0, _("_Floor area"), 12, 480, 4, 60, 0);
  self->keys_spin = add_spin_row (GTK_GRID (grid), 1, _("_Key blocks"), 1, 4, 1, 1, 0);
  self->compactness_spin = add_spin_row (GTK_GRID (grid), 2, _("_Compactness"), 0, 1, 0.05,
                                         0.6, 2);
  gtk_box_append (GTK_BOX (box), grid);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (reroll), "layout.reroll");
  gtk_widget_set_tooltip_text (reroll, _("Another room with the same settings (Ctrl+R)"));
  gtk_widget_set_hexpand (reroll, TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (add), "layout.add");
  gtk_widget_add_css_class (add, "suggested-action");
  gtk_widget_set_hexpand (add, TRUE);
  gtk_box_append (GTK_BOX (buttons), reroll);
  gtk_box_append (GTK_BOX (buttons), add);
  gtk_box_append (GTK_BOX (box), buttons);

  g_signal_connect_swapped (self->area_spin, "value-changed", G_CALLBACK (on_param_changed), self);
  g_signal_connect_swapped (self->keys_spin, "value-changed", G_CALLBACK (on_param_changed), self);
  g_signal_connect_swapped (self->compactness_spin, "value-changed",
                            G_CALLBACK (on_param_changed), self);

  gtk_popover_set_child (GTK_POPOVER (self), box);
  gtk_widget_set_tooltip_text (add, _("Add this room to the pack (Ctrl+Return)"));
  gtk_popover_set_default_widget (GTK_POPOVER (self), add);
  self->add_button = add;
}

GtkWidget *
pf_studio_layout_popover_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_LAYOUT_POPOVER, NULL);
}

void
pf_studio_layout_popover_set_params (PfStudioLayoutPopover *self,
                                     guint                  area,
                                     guint                  keys,
                                     double                 compactness,
                                     guint64                seed)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_POPOVER (self));

  self->setting = TRUE;
  gtk_spin_button_set_value (self->area_spin, area);
  gtk_spin_button_set_value (self->keys_spin, keys);
  gtk_spin_button_set_value (self->compactness_spin, compactness);
  self->setting = FALSE;
  self->seed = seed;
  update_preview (self);
}

const PfTriLevel *
pf_studio_layout_popover_get_level (PfStudioLayoutPopover *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_LAYOUT_POPOVER (self), NULL);

  if (self->level == NULL)
    update_preview (self);
  return self->level;
}

void
pf_studio_layout_popover_reroll (PfStudioLayoutPopover *self)
{
  g_return_if_fail (PF_STUDIO_IS_LAYOUT_POPOVER (self));

  self->seed = g_random_int ();
  update_preview (self);
}
