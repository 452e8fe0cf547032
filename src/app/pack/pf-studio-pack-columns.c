/* pf-studio-pack-columns.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-pack-page"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "pf-playtest-log.h"
#include "pf-studio-column-title.h"
#include "pf-studio-cut-label.h"
#include "pf-studio-level-thumbnail.h"
#include "pf-studio-pack-check.h"
#include "pf-studio-pack-columns.h"
#include "pf-studio-pack-playtests-cell.h"
#include "pf-studio-pack-row.h"
#include "pf-studio-count.h"
#include "pf-studio-page.h"

#define THUMB_WIDTH  64
#define THUMB_HEIGHT 38

static const char *status_classes[] = { "success", "warning", "error", "dim-label" };

/* Auxiliary methods */

static PfStudioPackRow *
row_of (gpointer item)
{
  return PF_STUDIO_PACK_ROW (item);
}

static int
compare_uint (guint a,
              guint b)
{
  return a < b ? -1 : a > b;
}

static int
compare_int64 (gint64 a,
               gint64 b)
{
  return a < b ? -1 : a > b;
}

/* How hard testers found two levels: unplayed (NAN) first, then by effort. */
static int
compare_effort (double a,
                double b)
{
  if (isnan (a) || isnan (b))
    return isnan (a) ? (isnan (b) ? 0 : -1) : 1;
  return a < b ? -1 : a > b;
}

/* Ties always fall back to the pack's order, so every sort is total. */
static int
by_position (gconstpointer a,
             gconstpointer b,
             gpointer      user_data)
{
  return compare_uint (pf_studio_pack_row_get_position (row_of ((gpointer) a)),
                       pf_studio_pack_row_get_position (row_of ((gpointer) b)));
}

/* Errors weigh more than any number of warnings. */
static guint
findings_rank (PfStudioPackRow *row)
{
  return pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR) * 1000 +
         pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING);
}

static int
compare_rows (gconstpointer a,
              gconstpointer b,
              gpointer      user_data)
{
  PfStudioPackRow *x = row_of ((gpointer) a), *y = row_of ((gpointer) b);
  const PfTriFigures *fx = pf_studio_pack_row_get_figures (x);
  const PfTriFigures *fy = pf_studio_pack_row_get_figures (y);
  int order = 0;

  switch (GPOINTER_TO_INT (user_data))
    {
    case PF_STUDIO_PACK_COLUMN_PREVIEW:
      order = compare_uint (pf_studio_pack_row_get_floor (x), pf_studio_pack_row_get_floor (y));
      if (order == 0)
        order = compare_uint (pf_studio_pack_row_get_level (x)->n_blocks,
                              pf_studio_pack_row_get_level (y)->n_blocks);
      break;
    case PF_STUDIO_PACK_COLUMN_TITLE:
      order = g_utf8_collate (pf_studio_pack_row_get_title (x), pf_studio_pack_row_get_title (y));
      break;
    case PF_STUDIO_PACK_COLUMN_MOVES:
      order = compare_int64 (fx->moves, fy->moves);
      break;
    case PF_STUDIO_PACK_COLUMN_STEPS:
      order = compare_int64 (fx->steps, fy->steps);
      break;
    case PF_STUDIO_PACK_COLUMN_DIFFICULTY:
      order = fx->difficulty < fy->difficulty ? -1 : fx->difficulty > fy->difficulty;
      break;
    case PF_STUDIO_PACK_COLUMN_STATES:
      order = compare_int64 (fx->reachable, fy->reachable);
      break;
    case PF_STUDIO_PACK_COLUMN_PLAYTESTS:
      order = compare_effort (pf_studio_pack_row_get_effort (x), pf_studio_pack_row_get_effort (y));
      break;
    case PF_STUDIO_PACK_COLUMN_STATUS:
      order = compare_uint (pf_studio_pack_row_get_status (x), pf_studio_pack_row_get_status (y));
      break;
    case PF_STUDIO_PACK_COLUMN_FINDINGS:
      order = compare_uint (findings_rank (x), findings_rank (y));
      break;
    default:
      break;
    }
  return order != 0 ? (order < 0 ? GTK_ORDERING_SMALLER : GTK_ORDERING_LARGER)
                    : by_position (a, b, NULL);
}

static GtkWidget *
number_label (int width_chars)
{
  GtkWidget *label = gtk_label_new (NULL);

  /* As wide whatever it shows, so the columns keep their widths while scrolling. */
  gtk_label_set_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_max_width_chars (GTK_LABEL (label), width_chars);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0);
  gtk_widget_add_css_class (label, "numeric");
  return label;
}

static void
set_number (GtkWidget       *label,
            PfStudioPackRow *row,
            char            *text)
{
  gboolean stale = pf_studio_pack_row_get_status (row) == PF_STUDIO_SOLVE_STALE;

  gtk_label_set_text (GTK_LABEL (label), text != NULL ? text : "–");
  if (stale)
    gtk_widget_add_css_class (label, "pf-stale");
  else
    gtk_widget_remove_css_class (label, "pf-stale");
  g_free (text);
}

/* Drag and drop: the position cell offers its row */

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 gpointer       user_data)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  GtkWidget *view = gtk_widget_get_ancestor (cell, GTK_TYPE_COLUMN_VIEW);
  GObject *row = pf_studio_pack_columns_row_of_widget (cell);

  if (row == NULL || view == NULL || g_object_get_data (G_OBJECT (view), "pf-reorderable") == NULL)
    return NULL;
  return gdk_content_provider_new_typed (PF_STUDIO_TYPE_PACK_ROW, row);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               gpointer       user_data)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (source));
  GtkWidget *view = gtk_widget_get_ancestor (cell, GTK_TYPE_COLUMN_VIEW);
  GObject *row = pf_studio_pack_columns_row_of_widget (cell);
  PfStudioThumbnailCache *cache = g_object_get_data (G_OBJECT (view), "pf-thumbnails");
  g_autoptr(GdkTexture) icon = NULL;

  if (row == NULL || cache == NULL)
    return;
  /* The level itself follows the pointer. */
  icon = pf_studio_thumbnail_cache_get (cache, pf_studio_pack_row_get_level (PF_STUDIO_PACK_ROW (row)),
                                        THUMB_WIDTH, THUMB_HEIGHT,
                                        gtk_widget_get_scale_factor (cell),
                                        adw_style_manager_get_dark (adw_style_manager_get_default ()));
  gtk_drag_source_set_icon (source, GDK_PAINTABLE (icon), THUMB_WIDTH / 2, THUMB_HEIGHT / 2);
}

/* Tooltips are asked for when they show, from the row the cell shows. In
 * GTK 4.8 setting a tooltip's text asks the display where the pointer is, a
 * round trip a list cannot pay on every bind. */
/* Every finding of the row's level, a line each. */
static char *
findings_tooltip (PfStudioPackRow *row)
{
  GPtrArray *findings = pf_studio_pack_row_get_findings (row);
  GString *text;

  /* A solved level's redundant blocks are known once the page's check has
   * explained it. */
  gboolean checking = !pf_studio_pack_row_get_explained (row) &&
                      pf_studio_pack_check_can_explain (pf_studio_pack_row_get_level (row));

  if ((findings == NULL || findings->len == 0) && !checking)
    return g_strdup (_("Nothing to report"));
  text = g_string_new (NULL);
  for (guint i = 0; findings != NULL && i < findings->len; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "",
                            ((PfTriFinding *) g_ptr_array_index (findings, i))->message);
  if (checking)
    g_string_append_printf (text, "%s%s", text->len > 0 ? "\n" : "",
                            _("Blocks that can go: still being checked"));
  return g_string_free (text, FALSE);
}

static GtkWidget *
findings_cell (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  GtkWidget *icon = gtk_image_new ();
  GtkWidget *count = gtk_label_new (NULL);

  gtk_label_set_width_chars (GTK_LABEL (count), 2);
  gtk_label_set_xalign (GTK_LABEL (count), 0);
  gtk_widget_add_css_class (count, "numeric");
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), count);
  return box;
}

static void
bind_findings (GtkWidget       *box,
               PfStudioPackRow *row)
{
  GtkWidget *icon = gtk_widget_get_first_child (box);
  GtkWidget *count = gtk_widget_get_last_child (box);
  guint errors = pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_ERROR);
  guint warnings = pf_studio_pack_row_count_findings (row, PF_TRI_SEVERITY_WARNING);
  g_autofree char *text = errors + warnings > 0 ? g_strdup_printf ("%u", errors + warnings)
                                                : NULL;

  gtk_image_set_from_icon_name (GTK_IMAGE (icon), errors > 0 ? "dialog-error-symbolic"
                                                  : warnings > 0 ? "dialog-warning-symbolic"
                                                  : NULL);
  gtk_widget_remove_css_class (icon, errors > 0 ? "warning" : "error");
  gtk_widget_add_css_class (icon, errors > 0 ? "error" : "warning");
  gtk_label_set_text (GTK_LABEL (count), text != NULL ? text : "");
}

static char *
tooltip_of (PfStudioPackRow *row,
            int              which)
{
  PfStudioSolveStatus status = pf_studio_pack_row_get_status (row);
  guint floor = pf_studio_pack_row_get_floor (row);

  switch (which)
    {
    case PF_STUDIO_PACK_COLUMN_POSITION:
      return g_strdup_printf (_("Level %u of the pack: drag to move it"),
                              pf_studio_pack_row_get_position (row) + 1);
    case PF_STUDIO_PACK_COLUMN_PREVIEW:
      return g_strdup_printf (ngettext ("%u floor triangle", "%u floor triangles", floor), floor);
    case PF_STUDIO_PACK_COLUMN_STATUS:
      return g_strdup (pf_studio_solve_status_explain (status));
    case PF_STUDIO_PACK_COLUMN_PLAYTESTS:
      return pf_studio_pack_playtests_tooltip (row);
    case PF_STUDIO_PACK_COLUMN_FINDINGS:
      return findings_tooltip (row);
    default:
      return status == PF_STUDIO_SOLVE_STALE ? g_strdup (_("From before the last edit")) : NULL;
    }
}

static gboolean
on_query_tooltip (GtkWidget  *cell,
                  int         x,
                  int         y,
                  gboolean    keyboard,
                  GtkTooltip *tooltip,
                  gpointer    which)
{
  GObject *row = g_object_get_data (G_OBJECT (cell), "pf-row");
  g_autofree char *text = NULL;

  if (GPOINTER_TO_INT (which) == PF_STUDIO_PACK_COLUMN_TITLE)
    {
      GtkLabel *title = GTK_LABEL (gtk_widget_get_first_child (cell));
      GtkLabel *caption = GTK_LABEL (gtk_widget_get_last_child (cell));

      /* Both lines whole, while either is cut short; a title that fits is
       * not repeated under the pointer. */
      if (pf_studio_label_is_cut (title) || pf_studio_label_is_cut (caption))
        text = g_strdup_printf ("%s\n%s", gtk_label_get_text (title), gtk_label_get_text (caption));
    }
  else if (row != NULL)
    text = tooltip_of (PF_STUDIO_PACK_ROW (row), GPOINTER_TO_INT (which));
  if (text == NULL)
    return FALSE;
  gtk_tooltip_set_text (tooltip, text);
  return TRUE;
}

/* Cells */

static void
setup_cell (GtkSignalListItemFactory *factory,
            GtkListItem              *item,
            gpointer                  user_data)
{
  PfStudioThumbnailCache *cache = g_object_get_data (G_OBJECT (factory), "pf-thumbnails");
  GtkWidget *child = NULL;

  switch (GPOINTER_TO_INT (user_data))
    {
    case PF_STUDIO_PACK_COLUMN_POSITION:
      {
        GtkWidget *handle = gtk_image_new_from_icon_name ("list-drag-handle-symbolic");
        GtkDragSource *source = gtk_drag_source_new ();

        child = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
        gtk_widget_add_css_class (handle, "pf-drag-handle");
        gtk_box_append (GTK_BOX (child), handle);
        gtk_box_append (GTK_BOX (child), number_label (4));
        gtk_widget_add_css_class (gtk_widget_get_last_child (child), "dim-label");
        gtk_drag_source_set_actions (source, GDK_ACTION_MOVE);
        g_signal_connect (source, "prepare", G_CALLBACK (on_drag_prepare), NULL);
        g_signal_connect (source, "drag-begin", G_CALLBACK (on_drag_begin), NULL);
        gtk_widget_add_controller (child, GTK_EVENT_CONTROLLER (source));
        break;
      }
    case PF_STUDIO_PACK_COLUMN_PREVIEW:
      child = pf_studio_level_thumbnail_new (cache, THUMB_WIDTH, THUMB_HEIGHT);
      break;
    case PF_STUDIO_PACK_COLUMN_TITLE:
      {
        GtkWidget *title = gtk_label_new (NULL);
        GtkWidget *caption = gtk_label_new (NULL);

        child = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
        gtk_widget_set_valign (child, GTK_ALIGN_CENTER);
        gtk_label_set_xalign (GTK_LABEL (title), 0);
        gtk_label_set_ellipsize (GTK_LABEL (title), PANGO_ELLIPSIZE_END);
        gtk_label_set_width_chars (GTK_LABEL (title), 10);
        gtk_label_set_xalign (GTK_LABEL (caption), 0);
        gtk_label_set_ellipsize (GTK_LABEL (caption), PANGO_ELLIPSIZE_END);
        gtk_widget_add_css_class (caption, "caption");
        gtk_box_append (GTK_BOX (child), title);
        gtk_box_append (GTK_BOX (child), caption);
        break;
      }
    case PF_STUDIO_PACK_COLUMN_MOVES:
    case PF_STUDIO_PACK_COLUMN_STEPS:
      child = number_label (4);
      break;
    case PF_STUDIO_PACK_COLUMN_DIFFICULTY:
      child = number_label (5);
      break;
    case PF_STUDIO_PACK_COLUMN_STATES:
      child = number_label (7);
      break;
    case PF_STUDIO_PACK_COLUMN_PLAYTESTS:
      child = pf_studio_pack_playtests_cell_new ();
      break;
    case PF_STUDIO_PACK_COLUMN_FINDINGS:
      child = findings_cell ();
      break;
    case PF_STUDIO_PACK_COLUMN_STATUS:
      child = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (child), 0);
      gtk_label_set_width_chars (GTK_LABEL (child), 12);
      gtk_label_set_max_width_chars (GTK_LABEL (child), 12);
      gtk_label_set_ellipsize (GTK_LABEL (child), PANGO_ELLIPSIZE_END);
      break;
    default:
      g_assert_not_reached ();
    }
  gtk_widget_set_has_tooltip (child, TRUE);
  g_signal_connect (child, "query-tooltip", G_CALLBACK (on_query_tooltip), user_data);
  gtk_list_item_set_child (item, child);
}

static void
bind_title (GtkWidget       *box,
            PfStudioPackRow *row)
{
  PfTriLevel *level = pf_studio_pack_row_get_level (row);
  GtkWidget *title = gtk_widget_get_first_child (box);
  GtkWidget *caption = gtk_widget_get_last_child (box);
  const char *duplicate = pf_studio_pack_row_get_duplicate_of (row);
  GPtrArray *findings = pf_studio_pack_row_get_findings (row);
  const PfTriFinding *first = findings != NULL && findings->len > 0
                              ? g_ptr_array_index (findings, 0) : NULL;
  gboolean error = first != NULL && first->severity == PF_TRI_SEVERITY_ERROR;
  g_autofree char *text = NULL;

  gtk_label_set_text (GTK_LABEL (title), pf_studio_pack_row_get_title (row));
  /* An error is said under the title, where the list always shows it. */
  if (error)
    text = g_strdup (first->message);
  else if (duplicate != NULL)
    {
      /* The finding's own words, which name the level repeated by its title. */
      for (guint i = 0; text == NULL && i < findings->len; i++)
        if (((PfTriFinding *) g_ptr_array_index (findings, i))->code ==
            PF_TRI_FINDING_SAME_PUZZLE)
          text = g_strdup (((PfTriFinding *) g_ptr_array_index (findings, i))->message);
    }
  else
    {
      g_autofree char *blocks = g_strdup_printf (ngettext ("%u block", "%u blocks",
                                                           level->n_blocks),
                                                 level->n_blocks);

      /* TRANSLATORS: under a level's title: its id and its blocks, "level-03 · 4 blocks" */
      text = g_strdup_printf (_("%s · %s"), level->id, blocks);
    }
  gtk_label_set_text (GTK_LABEL (caption), text != NULL ? text : "");
  /* Red for an error, amber for a warning (a repeat), as the findings are. */
  gtk_widget_remove_css_class (caption, "dim-label");
  gtk_widget_remove_css_class (caption, "error");
  gtk_widget_remove_css_class (caption, "warning");
  gtk_widget_add_css_class (caption, error ? "error" : duplicate != NULL ? "warning" : "dim-label");
  gtk_widget_set_tooltip_text (caption, error || duplicate != NULL ? text : NULL);
}

static void
bind_status (GtkWidget       *label,
             PfStudioPackRow *row)
{
  PfStudioSolveStatus status = pf_studio_pack_row_get_status (row);
  const char *css;

  switch (status)
    {
    case PF_STUDIO_SOLVE_SOLVED: css = "success"; break;
    case PF_STUDIO_SOLVE_STALE: css = "warning"; break;
    case PF_STUDIO_SOLVE_UNSOLVABLE: css = "error"; break;
    case PF_STUDIO_SOLVE_TOO_LARGE:
    case PF_STUDIO_SOLVE_DRAFT:
    case PF_STUDIO_SOLVE_NOT_SOLVED:
    default: css = "dim-label"; break;
    }
  for (guint i = 0; i < G_N_ELEMENTS (status_classes); i++)
    gtk_widget_remove_css_class (label, status_classes[i]);
  gtk_widget_add_css_class (label, css);
  gtk_label_set_text (GTK_LABEL (label), pf_studio_solve_status_label (status));
}

static void
fill_cell (GtkWidget       *child,
           PfStudioPackRow *row,
           int              which)
{
  const PfTriFigures *f = pf_studio_pack_row_get_figures (row);
  PfTriLevel *level = pf_studio_pack_row_get_level (row);

  switch (which)
    {
    case PF_STUDIO_PACK_COLUMN_POSITION:
      {
        g_autofree char *text = g_strdup_printf ("%u", pf_studio_pack_row_get_position (row) + 1);

        gtk_label_set_text (GTK_LABEL (gtk_widget_get_last_child (child)), text);
        break;
      }
    case PF_STUDIO_PACK_COLUMN_PREVIEW:
      pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (child), level);
      break;
    case PF_STUDIO_PACK_COLUMN_TITLE:
      bind_title (child, row);
      break;
    case PF_STUDIO_PACK_COLUMN_MOVES:
      set_number (child, row, f->moves >= 0 ? g_strdup_printf ("%d", f->moves) : NULL);
      break;
    case PF_STUDIO_PACK_COLUMN_STEPS:
      set_number (child, row, f->steps >= 0 ? g_strdup_printf ("%d", f->steps) : NULL);
      break;
    case PF_STUDIO_PACK_COLUMN_DIFFICULTY:
      set_number (child, row, f->difficulty >= 0 ? g_strdup_printf ("%.1f", f->difficulty) : NULL);
      break;
    case PF_STUDIO_PACK_COLUMN_STATES:
      set_number (child, row, f->reachable >= 0 ? pf_studio_format_count (f->reachable) : NULL);
      break;
    case PF_STUDIO_PACK_COLUMN_PLAYTESTS:
      pf_studio_pack_playtests_cell_bind (child, row);
      break;
    case PF_STUDIO_PACK_COLUMN_STATUS:
      bind_status (child, row);
      break;
    case PF_STUDIO_PACK_COLUMN_FINDINGS:
      bind_findings (child, row);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
on_row_changed (PfStudioPackRow *row,
                GtkWidget       *child)
{
  fill_cell (child, row, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (child), "pf-column")));
}

static void
bind_cell (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  user_data)
{
  PfStudioPackRow *row = row_of (gtk_list_item_get_item (item));
  GtkWidget *child = gtk_list_item_get_child (item);
  gulong handler;

  /* A row that changes keeps its cells (the list reuses them for the same
   * item), so the cells follow the row's ::changed. */
  handler = g_signal_connect (row, "changed", G_CALLBACK (on_row_changed), child);
  g_object_set_data (G_OBJECT (child), "pf-row", row);
  g_object_set_data (G_OBJECT (child), "pf-column", user_data);
  g_object_set_data (G_OBJECT (child), "pf-handler", GSIZE_TO_POINTER (handler));
  fill_cell (child, row, GPOINTER_TO_INT (user_data));
}

static void
unbind_cell (GtkSignalListItemFactory *factory,
             GtkListItem              *item,
             gpointer                  user_data)
{
  GtkWidget *child = gtk_list_item_get_child (item);
  gpointer row = g_object_get_data (G_OBJECT (child), "pf-row");
  gulong handler = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (child), "pf-handler"));

  if (row != NULL && handler != 0)
    g_signal_handler_disconnect (row, handler);
  g_object_set_data (G_OBJECT (child), "pf-handler", NULL);
  g_object_set_data (G_OBJECT (child), "pf-row", NULL);
  if (PF_STUDIO_IS_LEVEL_THUMBNAIL (child))
    pf_studio_level_thumbnail_set_level (PF_STUDIO_LEVEL_THUMBNAIL (child), NULL);
}

/* Probes: which order the view's sorter makes
 *
 * GTK 4.8 does not say which column sorts a column view. Two pairs of rows
 * tell: "small" is less than "big" in every column but the position, and
 * each pair puts them at positions 0 and 1 the other way round. Only the
 * position column, ascending, orders both pairs by position. */

typedef struct
{
  PfTriLevel      *small;
  PfTriLevel      *big;
  PfStudioPackRow *small_first[2];
  PfStudioPackRow *big_first[2];
} Probes;

static void
probes_free (Probes *probes)
{
  for (guint i = 0; i < 2; i++)
    {
      g_clear_object (&probes->small_first[i]);
      g_clear_object (&probes->big_first[i]);
    }
  pf_tri_level_free (probes->small);
  pf_tri_level_free (probes->big);
  g_free (probes);
}

static PfStudioPackRow *
probe_row (PfTriLevel          *level,
           guint                position,
           PfStudioSolveRecord *record)
{
  PfStudioPackRow *row = pf_studio_pack_row_new (level);

  pf_studio_pack_row_set_position (row, position);
  pf_studio_pack_row_update_status (row, record);
  return row;
}

static GPtrArray *
probe_playtests (double seconds)
{
  GPtrArray *results = pf_playtest_results_new ();
  PfPlaytestResult *result = pf_playtest_result_new ("");

  result->solved = TRUE;
  result->seconds = seconds;
  g_ptr_array_add (results, result);
  return results;
}

/* A key block and a goal, so that a probe is a level, not a draft. */
static void
probe_complete (PfTriLevel *level)
{
  pf_tri_mask_set (&level->goals, 0, TRUE);
  level->blocks[0].key = TRUE;
  level->blocks[0].length = 2;
  level->n_blocks = 1;
}

static Probes *
probes_new (void)
{
  g_autoptr(PfStudioSolveRecord) record = pf_studio_solve_record_new ();
  Probes *probes = g_new0 (Probes, 1);
  PfTriFigures *f;

  /* Small: all wall, solved in one move, by a tester in one second. Big:
   * all floor, stale, with the larger figures it had before its last edit,
   * solved by a tester in two seconds. */
  probes->small = pf_tri_level_new ("a");
  probes->small->meta.title = g_strdup ("a");
  memset (&probes->small->walls, 0xff, sizeof probes->small->walls);
  f = &probes->small->figures;
  f->moves = f->steps = 1;
  f->reachable = 1;
  f->difficulty = 1.0;
  probes->small->playtests = probe_playtests (1.0);
  probe_complete (probes->small);

  probes->big = pf_tri_level_new ("b");
  probes->big->meta.title = g_strdup ("b");
  f = &probes->big->figures;
  f->moves = f->steps = 2;
  f->reachable = 2;
  f->difficulty = 2.0;
  probes->big->playtests = probe_playtests (2.0);
  probe_complete (probes->big);
  pf_studio_solve_record_observe (record, probes->big);
  pf_tri_figures_reset (f);

  probes->small_first[0] = probe_row (probes->small, 0, record);
  probes->small_first[1] = probe_row (probes->big, 1, record);
  probes->big_first[0] = probe_row (probes->big, 0, record);
  probes->big_first[1] = probe_row (probes->small, 1, record);

  /* Small has nothing to report, big one warning. */
  {
    g_autoptr(GPtrArray) none = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);
    g_autoptr(GPtrArray) one = g_ptr_array_new_with_free_func ((GDestroyNotify) pf_tri_finding_free);
    PfTriFinding *warning = g_new0 (PfTriFinding, 1);

    warning->code = PF_TRI_FINDING_TRIVIAL;
    warning->severity = PF_TRI_SEVERITY_WARNING;
    warning->message = g_strdup ("");
    g_ptr_array_add (one, warning);
    pf_studio_pack_row_set_findings (probes->small_first[0], none, TRUE);
    pf_studio_pack_row_set_findings (probes->big_first[1], none, TRUE);
    pf_studio_pack_row_set_findings (probes->small_first[1], one, TRUE);
    pf_studio_pack_row_set_findings (probes->big_first[0], one, TRUE);
  }
  return probes;
}

gboolean
pf_studio_pack_columns_shows_pack_order (GtkColumnView *view)
{
  GtkSorter *sorter;
  Probes *probes;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), TRUE);

  sorter = gtk_column_view_get_sorter (view);
  if (sorter == NULL || gtk_sorter_get_order (sorter) == GTK_SORTER_ORDER_NONE)
    return TRUE;
  probes = g_object_get_data (G_OBJECT (view), "pf-probes");
  if (probes == NULL)
    {
      probes = probes_new ();
      g_object_set_data_full (G_OBJECT (view), "pf-probes", probes, (GDestroyNotify) probes_free);
    }
  return gtk_sorter_compare (sorter, probes->small_first[0], probes->small_first[1]) ==
           GTK_ORDERING_SMALLER &&
         gtk_sorter_compare (sorter, probes->big_first[0], probes->big_first[1]) ==
           GTK_ORDERING_SMALLER;
}

/* Public */

void
pf_studio_pack_columns_add (GtkColumnView          *view,
                            PfStudioThumbnailCache *cache)
{
  static const struct
  {
    const char *title;
    gboolean    expand;
  } columns[PF_STUDIO_PACK_N_COLUMNS] = {
    /* TRANSLATORS: the header of the column of each level's place in the pack */
    [PF_STUDIO_PACK_COLUMN_POSITION] = { N_("#"), FALSE },
    [PF_STUDIO_PACK_COLUMN_PREVIEW] = { N_("Preview"), FALSE },
    [PF_STUDIO_PACK_COLUMN_TITLE] = { N_("Title"), TRUE },
    [PF_STUDIO_PACK_COLUMN_MOVES] = { N_("Moves"), FALSE },
    [PF_STUDIO_PACK_COLUMN_STEPS] = { N_("Steps"), FALSE },
    [PF_STUDIO_PACK_COLUMN_DIFFICULTY] = { N_("Difficulty"), FALSE },
    /* TRANSLATORS: the header of the column of reachable states */
    [PF_STUDIO_PACK_COLUMN_STATES] = { N_("States"), FALSE },
    /* TRANSLATORS: the header of the column of what testers sent back */
    [PF_STUDIO_PACK_COLUMN_PLAYTESTS] = { N_("Playtests"), FALSE },
    [PF_STUDIO_PACK_COLUMN_STATUS] = { N_("Status"), FALSE },
    /* TRANSLATORS: the header of the column of what is wrong with each level */
    [PF_STUDIO_PACK_COLUMN_FINDINGS] = { N_("Findings"), FALSE },
  };

  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));
  g_return_if_fail (PF_STUDIO_IS_THUMBNAIL_CACHE (cache));

  g_object_set_data_full (G_OBJECT (view), "pf-thumbnails", g_object_ref (cache), g_object_unref);
  for (int i = 0; i < PF_STUDIO_PACK_N_COLUMNS; i++)
    {
      GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
      g_autoptr(GtkColumnViewColumn) column = NULL;
      g_autoptr(GtkSorter) sorter = NULL;

      g_object_set_data_full (G_OBJECT (factory), "pf-thumbnails", g_object_ref (cache),
                              g_object_unref);
      g_signal_connect (factory, "setup", G_CALLBACK (setup_cell), GINT_TO_POINTER (i));
      g_signal_connect (factory, "bind", G_CALLBACK (bind_cell), GINT_TO_POINTER (i));
      g_signal_connect (factory, "unbind", G_CALLBACK (unbind_cell), GINT_TO_POINTER (i));
      column = gtk_column_view_column_new (_(columns[i].title), factory);
      sorter = GTK_SORTER (gtk_custom_sorter_new (i == PF_STUDIO_PACK_COLUMN_POSITION
                                                  ? by_position : compare_rows,
                                                  GINT_TO_POINTER (i), NULL));
      gtk_column_view_column_set_sorter (column, sorter);
      gtk_column_view_column_set_expand (column, columns[i].expand);
      gtk_column_view_column_set_resizable (column, i == PF_STUDIO_PACK_COLUMN_TITLE);
      gtk_column_view_append_column (view, column);
      /* Titles over their numbers, which align to the end */
      if (i == PF_STUDIO_PACK_COLUMN_MOVES || i == PF_STUDIO_PACK_COLUMN_STEPS ||
          i == PF_STUDIO_PACK_COLUMN_DIFFICULTY || i == PF_STUDIO_PACK_COLUMN_STATES)
        pf_studio_column_title_align_end (view, column);
    }
  pf_studio_pack_columns_set_reorderable (view, TRUE);
}

GtkColumnViewColumn *
pf_studio_pack_columns_get (GtkColumnView      *view,
                            PfStudioPackColumn  which)
{
  g_autoptr(GtkColumnViewColumn) column = NULL;

  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);

  column = g_list_model_get_item (gtk_column_view_get_columns (view), which);
  return column;   /* the view keeps it */
}

void
pf_studio_pack_columns_set_reorderable (GtkColumnView *view,
                                        gboolean       reorderable)
{
  g_return_if_fail (GTK_IS_COLUMN_VIEW (view));

  g_object_set_data (G_OBJECT (view), "pf-reorderable", GINT_TO_POINTER (reorderable));
  if (reorderable)
    gtk_widget_remove_css_class (GTK_WIDGET (view), "pf-view-sorted");
  else
    gtk_widget_add_css_class (GTK_WIDGET (view), "pf-view-sorted");
}

GObject *
pf_studio_pack_columns_row_of_widget (GtkWidget *widget)
{
  GObject *found = NULL;
  GPtrArray *queue;

  for (GtkWidget *w = widget; w != NULL && !GTK_IS_COLUMN_VIEW (w); w = gtk_widget_get_parent (w))
    {
      gpointer row = g_object_get_data (G_OBJECT (w), "pf-row");

      if (row != NULL)
        return row;
    }
  if (widget == NULL || GTK_IS_COLUMN_VIEW (widget))
    return NULL;
  /* A row's own widget (the one with the focus ring) holds its cells. */
  queue = g_ptr_array_new ();
  g_ptr_array_add (queue, widget);
  for (guint i = 0; i < queue->len; i++)
    {
      GtkWidget *w = g_ptr_array_index (queue, i);
      GObject *row = g_object_get_data (G_OBJECT (w), "pf-row");

      if (row != NULL && found != NULL && row != found)
        {
          found = NULL;
          break;
        }
      if (row != NULL)
        found = row;
      for (GtkWidget *child = gtk_widget_get_first_child (w); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        g_ptr_array_add (queue, child);
    }
  g_ptr_array_unref (queue);
  return found;
}

static gboolean
shows_row (GtkWidget *widget,
           gpointer   row)
{
  return g_object_get_data (G_OBJECT (widget), "pf-row") == row;
}

GtkWidget *
pf_studio_pack_columns_widget_of_row (GtkColumnView *view,
                                      GObject       *row)
{
  g_return_val_if_fail (GTK_IS_COLUMN_VIEW (view), NULL);
  return pf_studio_page_find_focusable (GTK_WIDGET (view), shows_row, row);
}
