/* pf-studio-fold-box.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The box trades height for width: given its width it knows whether the
 * panes stand side by side or fold, so it asks for its height in that
 * light (height-for-width), and a window's width alone decides the layout.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-fold-box"

#include "pf-studio-fold-box.h"

#define SPACING 12

struct _PfStudioFoldBox
{
  GtkWidget  parent_instance;

  GtkWidget *start;
  GtkWidget *end;
  int        fold_width;
  double     ratio;         /* the first pane's share side by side */
  double     folded_ratio;  /* and one above the other */
};

G_DEFINE_FINAL_TYPE (PfStudioFoldBox, pf_studio_fold_box, GTK_TYPE_WIDGET)

/* Auxiliary methods */

static gboolean
folded_at (PfStudioFoldBox *self,
           int              width)
{
  return width < self->fold_width;
}

/* Splits @total between the panes by the ratio, neither below its minimum
 * (the first one's need wins when they cannot both have theirs). */
static int
split (double ratio,
       int    total,
       int    start_min,
       int    end_min)
{
  int first = (int) (total * ratio + 0.5);

  first = MIN (first, total - end_min);
  return CLAMP (first, MIN (start_min, total), total);
}

static void
measure_child (GtkWidget      *child,
               GtkOrientation  orientation,
               int             for_size,
               int            *minimum,
               int            *natural)
{
  *minimum = *natural = 0;
  if (gtk_widget_get_visible (child))
    gtk_widget_measure (child, orientation, for_size, minimum, natural, NULL, NULL);
}

/* GtkWidget overrides */

static GtkSizeRequestMode
pf_studio_fold_box_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
pf_studio_fold_box_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  PfStudioFoldBox *self = PF_STUDIO_FOLD_BOX (widget);
  int start_min, start_nat, end_min, end_nat;

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      /* Folded, the box is as narrow as its wider pane. */
      measure_child (self->start, orientation, -1, &start_min, &start_nat);
      measure_child (self->end, orientation, -1, &end_min, &end_nat);
      *minimum = MAX (start_min, end_min);
      *natural = start_nat + end_nat + SPACING;
    }
  else if (for_size >= 0 && !folded_at (self, for_size))
    {
      int wide_min, wide_nat, first;

      measure_child (self->start, GTK_ORIENTATION_HORIZONTAL, -1, &start_min, &start_nat);
      measure_child (self->end, GTK_ORIENTATION_HORIZONTAL, -1, &end_min, &end_nat);
      first = split (self->ratio, for_size - SPACING, start_min, end_min);
      measure_child (self->start, orientation, first, &start_min, &start_nat);
      measure_child (self->end, orientation, for_size - SPACING - first, &wide_min, &wide_nat);
      *minimum = MAX (start_min, wide_min);
      *natural = MAX (start_nat, wide_nat);
    }
  else
    {
      measure_child (self->start, orientation, for_size, &start_min, &start_nat);
      measure_child (self->end, orientation, for_size, &end_min, &end_nat);
      *minimum = start_min + end_min + SPACING;
      *natural = start_nat + end_nat + SPACING;
    }
}

static void
pf_studio_fold_box_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  PfStudioFoldBox *self = PF_STUDIO_FOLD_BOX (widget);
  int start_min, end_min, unused, first;

  if (!folded_at (self, width))
    {
      measure_child (self->start, GTK_ORIENTATION_HORIZONTAL, -1, &start_min, &unused);
      measure_child (self->end, GTK_ORIENTATION_HORIZONTAL, -1, &end_min, &unused);
      first = split (self->ratio, width - SPACING, start_min, end_min);
      gtk_widget_allocate (self->start, first, height, -1, NULL);
      gtk_widget_allocate (self->end, width - SPACING - first, height, -1,
                           gsk_transform_translate (NULL,
                                                    &GRAPHENE_POINT_INIT (first + SPACING, 0)));
    }
  else
    {
      measure_child (self->start, GTK_ORIENTATION_VERTICAL, width, &start_min, &unused);
      measure_child (self->end, GTK_ORIENTATION_VERTICAL, width, &end_min, &unused);
      first = split (self->folded_ratio, height - SPACING, start_min, end_min);
      gtk_widget_allocate (self->start, width, first, -1, NULL);
      gtk_widget_allocate (self->end, width, height - SPACING - first, -1,
                           gsk_transform_translate (NULL,
                                                    &GRAPHENE_POINT_INIT (0, first + SPACING)));
    }
}

static void
pf_studio_fold_box_compute_expand (GtkWidget *widget,
                                   gboolean  *hexpand,
                                   gboolean  *vexpand)
{
  PfStudioFoldBox *self = PF_STUDIO_FOLD_BOX (widget);

  *hexpand = gtk_widget_compute_expand (self->start, GTK_ORIENTATION_HORIZONTAL) ||
             gtk_widget_compute_expand (self->end, GTK_ORIENTATION_HORIZONTAL);
  *vexpand = gtk_widget_compute_expand (self->start, GTK_ORIENTATION_VERTICAL) ||
             gtk_widget_compute_expand (self->end, GTK_ORIENTATION_VERTICAL);
}

/* GObject overrides */

static void
pf_studio_fold_box_dispose (GObject *object)
{
  PfStudioFoldBox *self = PF_STUDIO_FOLD_BOX (object);

  g_clear_pointer (&self->start, gtk_widget_unparent);
  g_clear_pointer (&self->end, gtk_widget_unparent);
  G_OBJECT_CLASS (pf_studio_fold_box_parent_class)->dispose (object);
}

static void
pf_studio_fold_box_class_init (PfStudioFoldBoxClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_fold_box_dispose;
  widget_class->get_request_mode = pf_studio_fold_box_get_request_mode;
  widget_class->measure = pf_studio_fold_box_measure;
  widget_class->size_allocate = pf_studio_fold_box_size_allocate;
  widget_class->compute_expand = pf_studio_fold_box_compute_expand;
}

static void
pf_studio_fold_box_init (PfStudioFoldBox *self)
{
}

/* Public API */

GtkWidget *
pf_studio_fold_box_new (GtkWidget *start,
                        GtkWidget *end,
                        int        fold_width,
                        double     ratio)
{
  PfStudioFoldBox *self;

  g_return_val_if_fail (GTK_IS_WIDGET (start), NULL);
  g_return_val_if_fail (GTK_IS_WIDGET (end), NULL);

  self = g_object_new (PF_STUDIO_TYPE_FOLD_BOX, NULL);
  self->start = start;
  self->end = end;
  self->fold_width = fold_width;
  self->ratio = self->folded_ratio = CLAMP (ratio, 0.0, 1.0);
  gtk_widget_set_parent (start, GTK_WIDGET (self));
  gtk_widget_set_parent (end, GTK_WIDGET (self));
  return GTK_WIDGET (self);
}

gboolean
pf_studio_fold_box_get_folded (PfStudioFoldBox *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_FOLD_BOX (self), FALSE);
  return folded_at (self, gtk_widget_get_width (GTK_WIDGET (self)));
}

void
pf_studio_fold_box_set_folded_ratio (PfStudioFoldBox *self,
                                     double           ratio)
{
  g_return_if_fail (PF_STUDIO_IS_FOLD_BOX (self));

  ratio = CLAMP (ratio, 0.0, 1.0);
  if (ratio == self->folded_ratio)
    return;
  self->folded_ratio = ratio;
  if (pf_studio_fold_box_get_folded (self))
    gtk_widget_queue_allocate (GTK_WIDGET (self));
}
