/* pf-studio-tab-out.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-tab-out.h"

struct _PfStudioTabOut
{
  GtkWidget  parent_instance;

  GtkWidget               *child;
  guint                    leaving;     /* the idle that ends a Tab out; in it, no way in */
  PfStudioTabOutEnterFunc  enter;
  gpointer                 enter_data;
};

static void pf_studio_tab_out_buildable_init (GtkBuildableIface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PfStudioTabOut, pf_studio_tab_out, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (GTK_TYPE_BUILDABLE,
                                                      pf_studio_tab_out_buildable_init))

enum {
  PROP_0,
  PROP_CHILD,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];
static GtkBuildableIface *parent_buildable;

/* GtkBuildable */

static void
pf_studio_tab_out_add_child (GtkBuildable *buildable,
                             GtkBuilder   *builder,
                             GObject      *child,
                             const char   *type)
{
  if (GTK_IS_WIDGET (child))
    pf_studio_tab_out_set_child (PF_STUDIO_TAB_OUT (buildable), GTK_WIDGET (child));
  else
    parent_buildable->add_child (buildable, builder, child, type);
}

static void
pf_studio_tab_out_buildable_init (GtkBuildableIface *iface)
{
  parent_buildable = g_type_interface_peek_parent (iface);
  iface->add_child = pf_studio_tab_out_add_child;
}

static gboolean
end_leaving (gpointer user_data)
{
  PF_STUDIO_TAB_OUT (user_data)->leaving = 0;
  return G_SOURCE_REMOVE;
}

/* GtkWidget overrides */

/* From inside, Tab and Shift+Tab go out: FALSE, and until the next idle no
 * way back in, since the window, wrapping around, would come back along the
 * children it remembers. From outside, in on the enter function's widget. */
static gboolean
pf_studio_tab_out_focus (GtkWidget        *widget,
                         GtkDirectionType  direction)
{
  PfStudioTabOut *self = PF_STUDIO_TAB_OUT (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  gboolean inside = focus != NULL && gtk_widget_is_ancestor (focus, widget);
  GtkWidget *target;

  if (self->child == NULL || self->leaving != 0)
    return FALSE;
  if (inside && (direction == GTK_DIR_TAB_FORWARD || direction == GTK_DIR_TAB_BACKWARD))
    {
      self->leaving = g_idle_add (end_leaving, self);
      return FALSE;
    }
  if (!inside && self->enter != NULL && (target = self->enter (self->enter_data)) != NULL &&
      gtk_widget_grab_focus (target))
    return TRUE;
  return gtk_widget_child_focus (self->child, direction);
}

/* GObject overrides */

static void
pf_studio_tab_out_dispose (GObject *object)
{
  PfStudioTabOut *self = PF_STUDIO_TAB_OUT (object);

  g_clear_handle_id (&self->leaving, g_source_remove);
  g_clear_pointer (&self->child, gtk_widget_unparent);
  G_OBJECT_CLASS (pf_studio_tab_out_parent_class)->dispose (object);
}

static void
pf_studio_tab_out_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  PfStudioTabOut *self = PF_STUDIO_TAB_OUT (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      g_value_set_object (value, self->child);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_tab_out_set_property (GObject      *object,
                                guint         prop_id,
                                const GValue *value,
                                GParamSpec   *pspec)
{
  PfStudioTabOut *self = PF_STUDIO_TAB_OUT (object);

  switch (prop_id)
    {
    case PROP_CHILD:
      pf_studio_tab_out_set_child (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_tab_out_class_init (PfStudioTabOutClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pf_studio_tab_out_dispose;
  object_class->get_property = pf_studio_tab_out_get_property;
  object_class->set_property = pf_studio_tab_out_set_property;
  widget_class->focus = pf_studio_tab_out_focus;

  properties[PROP_CHILD] =
    g_param_spec_object ("child", NULL, NULL, GTK_TYPE_WIDGET,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
pf_studio_tab_out_init (PfStudioTabOut *self)
{
}

/* Public API */

GtkWidget *
pf_studio_tab_out_new (void)
{
  return g_object_new (PF_STUDIO_TYPE_TAB_OUT, NULL);
}

void
pf_studio_tab_out_set_child (PfStudioTabOut *self,
                             GtkWidget      *child)
{
  g_return_if_fail (PF_STUDIO_IS_TAB_OUT (self));
  g_return_if_fail (child == NULL || GTK_IS_WIDGET (child));

  if (self->child == child)
    return;
  g_clear_pointer (&self->child, gtk_widget_unparent);
  if (child != NULL)
    {
      self->child = child;
      gtk_widget_set_parent (child, GTK_WIDGET (self));
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CHILD]);
}

GtkWidget *
pf_studio_tab_out_get_child (PfStudioTabOut *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_TAB_OUT (self), NULL);
  return self->child;
}

void
pf_studio_tab_out_set_enter_func (PfStudioTabOut          *self,
                                  PfStudioTabOutEnterFunc  func,
                                  gpointer                 user_data)
{
  g_return_if_fail (PF_STUDIO_IS_TAB_OUT (self));

  self->enter = func;
  self->enter_data = user_data;
}
