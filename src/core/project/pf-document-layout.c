/* pf-document-layout.c: the designer's edits of a shell layout, each one undo step
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The rules are pf-shell-layout-edit.c's. Each edit is made in place
 * between pf_document_begin_edit() and pf_document_commit_edit(); one that
 * is refused or changes nothing drops the edit, and records nothing.
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-document"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pf-document-private.h"
#include "pf-error.h"
#include "pf-shell-layout-edit.h"

typedef enum
{
  PAINT_CELL,
  ROTATE,
  APPLY_BOARD,
} LayoutOp;

typedef struct
{
  LayoutOp            op;
  int                 x;
  int                 y;
  guint               colour;
  PfShellTurn         turn;
  const PfShellBoard *board;
} LayoutEdit;

/* Auxiliary methods */

static const char *
label_of (LayoutOp op)
{
  switch (op)
    {
    case PAINT_CELL: return _("Paint Cells");
    case ROTATE: return _("Rotate Layout");
    case APPLY_BOARD:
    default:
      return _("Apply Simulation");
    }
}

/* Makes @edit on @layout; sets @changed. */
static gboolean
apply (PfShellLayout     *layout,
       const LayoutEdit  *edit,
       gboolean          *changed,
       GError           **error)
{
  switch (edit->op)
    {
    case PAINT_CELL:
      return pf_shell_layout_paint_cell (layout, edit->x, edit->y, edit->colour, changed, error);
    case ROTATE:
      *changed = pf_shell_layout_rotate (layout, edit->turn);
      return TRUE;
    case APPLY_BOARD:
    default:
      {
        g_autoptr(GArray) before = g_array_copy (layout->cells);

        pf_shell_board_to_layout (edit->board, layout);
        *changed = before->len != layout->cells->len ||
                   memcmp (before->data, layout->cells->data,
                           before->len * sizeof (PfShellCell)) != 0;
        return TRUE;
      }
    }
}

static gboolean
edit_layout (PfDocument        *self,
             const char        *path,
             const LayoutEdit  *edit,
             GError           **error)
{
  PfItemPlace place;
  PfShellLayout *layout;
  gboolean changed = FALSE;

  g_return_val_if_fail (PF_IS_DOCUMENT (self), FALSE);
  g_return_val_if_fail (self->editing == NULL, FALSE);

  if (path == NULL || !pf_project_locate (self->project, path, &place) ||
      place.kind != PF_ITEM_LAYOUT)
    {
      g_set_error (error, PF_ERROR, PF_ERROR_INVALID, _("There is no shell layout “%s”"),
                   path ? path : "");
      return FALSE;
    }

  layout = pf_document_begin_edit (self, path);
  if (!apply (layout, edit, &changed, error))
    {
      pf_document_drop_edit (self);
      return FALSE;
    }
  if (changed)
    pf_document_commit_edit (self, label_of (edit->op));
  else
    pf_document_drop_edit (self);
  return TRUE;
}

/* Public API */

gboolean
pf_document_layout_paint_cell (PfDocument  *self,
                               const char  *path,
                               int          x,
                               int          y,
                               guint        colour,
                               GError     **error)
{
  LayoutEdit edit = { .op = PAINT_CELL, .x = x, .y = y, .colour = colour };

  return edit_layout (self, path, &edit, error);
}

gboolean
pf_document_layout_rotate (PfDocument   *self,
                           const char   *path,
                           PfShellTurn   turn,
                           GError      **error)
{
  LayoutEdit edit = { .op = ROTATE, .turn = turn };

  return edit_layout (self, path, &edit, error);
}

gboolean
pf_document_layout_apply_board (PfDocument          *self,
                                const char          *path,
                                const PfShellBoard  *board,
                                GError             **error)
{
  LayoutEdit edit = { .op = APPLY_BOARD, .board = board };

  g_return_val_if_fail (board != NULL, FALSE);

  return edit_layout (self, path, &edit, error);
}
