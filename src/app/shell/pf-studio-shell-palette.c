/* pf-studio-shell-palette.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The swatches are drawn with pf_shell_colour_rgb(), the palette of the
 * renderer, so the buttons match the cells in both the light and dark style.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-shell-palette"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pf-shell.h"
#include "pf-shell-render.h"
#include "pf-studio-shell-palette.h"

#define SWATCH_SIZE 18

struct _PfStudioShellPalette
{
  GtkWidget  parent_instance;

  char      *action_name;
};

G_DEFINE_FINAL_TYPE (PfStudioShellPalette, pf_studio_shell_palette, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_ACTION_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char * const colour_names[PF_SHELL_COLOURS + 1] = {
  NULL, N_("Blue"), N_("Green"), N_("Yellow"), N_("Orange"), N_("Red"), N_("Purple"), N_("Teal"),
};

/* Callbacks */

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  guint colour = GPOINTER_TO_UINT (user_data);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  double side = MIN (width, height) - 2.0;
  double x0 = (width - side) / 2.0;
  double y0 = (height - side) / 2.0;
  double r = 3.0;
  double rgb[3];

  cairo_new_sub_path (cr);
  cairo_arc (cr, x0 + side - r, y0 + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x0 + side - r, y0 + side - r, r, 0, G_PI / 2);
  cairo_arc (cr, x0 + r, y0 + side - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x0 + r, y0 + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);

  if (colour == PF_STUDIO_SHELL_ERASER)
    {
      /* An empty cell, struck through. */
      cairo_set_line_width (cr, 1.5);
      cairo_set_source_rgba (cr, dark, dark, dark, 0.55);
      cairo_stroke (cr);
      cairo_move_to (cr, x0 + 4, y0 + side - 4);
      cairo_line_to (cr, x0 + side - 4, y0 + 4);
      if (dark)
        cairo_set_source_rgb (cr, 1.0, 0.482, 0.388);
      else
        cairo_set_source_rgb (cr, 0.878, 0.106, 0.141);
      cairo_set_line_width (cr, 2.0);
      cairo_stroke (cr);
      return;
    }

  pf_shell_colour_rgb (colour, dark, rgb);
  cairo_set_source_rgb (cr, rgb[0], rgb[1], rgb[2]);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
  cairo_set_line_width (cr, 1.0);
  cairo_stroke (cr);
}

static void
on_dark_changed (PfStudioShellPalette *self)
{
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    gtk_widget_queue_draw (gtk_button_get_child (GTK_BUTTON (button)));
}

/* Auxiliary methods */

static GtkWidget *
swatch_button (const char *action_name,
               guint       colour)
{
  GtkWidget *button = gtk_toggle_button_new ();
  GtkWidget *swatch = gtk_drawing_area_new ();
  g_autofree char *tooltip = NULL;
  const char *name;

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), SWATCH_SIZE);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), SWATCH_SIZE);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch,
                                  GUINT_TO_POINTER (colour), NULL);
  gtk_button_set_child (GTK_BUTTON (button), swatch);
  gtk_widget_add_css_class (button, "flat");
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action_name);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (button),
                                          g_variant_new_int32 (colour));

  if (colour == PF_STUDIO_SHELL_ERASER)
    {
      name = _("Eraser");
      tooltip = g_strdup (_("Eraser (0 or E; right-click erases too)"));
    }
  else
    {
      name = pf_studio_shell_palette_colour_name (colour);
      /* TRANSLATORS: a paint colour and its key, e.g. "Blue (1)" */
      tooltip = g_strdup_printf (_("%s (%u)"), name, colour);
    }
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return button;
}

/* GObject overrides */

static void
pf_studio_shell_palette_constructed (GObject *object)
{
  PfStudioShellPalette *self = PF_STUDIO_SHELL_PALETTE (object);

  G_OBJECT_CLASS (pf_studio_shell_palette_parent_class)->constructed (object);

  for (guint i = 1; i <= PF_SHELL_COLOURS + 1; i++)
    gtk_widget_set_parent (swatch_button (self->action_name, i % (PF_SHELL_COLOURS + 1)),
                           GTK_WIDGET (self));
}

static void
pf_studio_shell_palette_set_property (GObject      *object,
                                      guint         prop_id,
                                      const GValue *value,
                                      GParamSpec   *pspec)
{
  PfStudioShellPalette *self = PF_STUDIO_SHELL_PALETTE (object);

  switch (prop_id)
    {
    case PROP_ACTION_NAME:
      g_free (self->action_name);
      self->action_name = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_shell_palette_get_property (GObject    *object,
                                      guint       prop_id,
                                      GValue     *value,
                                      GParamSpec *pspec)
{
  PfStudioShellPalette *self = PF_STUDIO_SHELL_PALETTE (object);

  switch (prop_id)
    {
    case PROP_ACTION_NAME:
      g_value_set_string (value, self->action_name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_shell_palette_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pf_studio_shell_palette_parent_class)->dispose (object);
}

static void
pf_studio_shell_palette_finalize (GObject *object)
{
  PfStudioShellPalette *self = PF_STUDIO_SHELL_PALETTE (object);

  g_clear_pointer (&self->action_name, g_free);

  G_OBJECT_CLASS (pf_studio_shell_palette_parent_class)->finalize (object);
}

static void
pf_studio_shell_palette_class_init (PfStudioShellPaletteClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->constructed = pf_studio_shell_palette_constructed;
  object_class->set_property = pf_studio_shell_palette_set_property;
  object_class->get_property = pf_studio_shell_palette_get_property;
  object_class->dispose = pf_studio_shell_palette_dispose;
  object_class->finalize = pf_studio_shell_palette_finalize;

  properties[PROP_ACTION_NAME] =
    g_param_spec_string ("action-name", NULL, NULL, NULL,
                         G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "pf-shell-palette");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pf_studio_shell_palette_init (PfStudioShellPalette *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Paint colour"), -1);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

/* Public API */

GtkWidget *
pf_studio_shell_palette_new (const char *action_name)
{
  return g_object_new (PF_STUDIO_TYPE_SHELL_PALETTE, "action-name", action_name, NULL);
}

const char *
pf_studio_shell_palette_colour_name (guint colour)
{
  if (colour < 1 || colour > PF_SHELL_COLOURS)
    return NULL;
  return _(colour_names[colour]);
}
