/* pf-studio-field-editor.h: the playtest's field editor panel: brush palette, clipboard, clear
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "pf-field.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_FIELD_EDITOR (pf_studio_field_editor_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioFieldEditor, pf_studio_field_editor, PF_STUDIO, FIELD_EDITOR, GtkBox)

/**
 * pf_studio_field_editor_set_field:
 * @self: an editor
 * @field: (nullable): the starting field to edit in place; not owned, it
 *   must outlive the editor or be unset. Its width picks the palette:
 *   piece colours for the guideline matrix, TetriNET colours and specials
 *   for the 12-wide well.
 */
void        pf_studio_field_editor_set_field    (PfStudioFieldEditor *self,
                                                 PfField             *field);

PfCell      pf_studio_field_editor_get_brush    (PfStudioFieldEditor *self);
void        pf_studio_field_editor_set_brush    (PfStudioFieldEditor *self,
                                                 PfCell               brush);

/**
 * pf_studio_field_editor_paint:
 * @self: an editor
 * @target: the field to paint on (the edited field or another, such as
 *   the opponent's)
 * @x: column
 * @y: row
 * @erase: whether to empty the cell instead
 *
 * Paints the brush on one cell and emits #PfStudioFieldEditor::changed
 * with @target when the cell changed.
 *
 * Returns: whether it changed
 */
gboolean    pf_studio_field_editor_paint        (PfStudioFieldEditor *self,
                                                 PfField             *target,
                                                 int                  x,
                                                 int                  y,
                                                 gboolean             erase);

/* A drag begins: the cells it paints are one undo step. */
void        pf_studio_field_editor_begin_stroke (PfStudioFieldEditor *self);

/**
 * pf_studio_field_editor_record:
 * @self: an editor
 * @target: a field about to change by other means than the editor's own
 *   (the window's Clear Opponent)
 *
 * Keeps @target as it is now as one undo step, and forgets what was undone.
 */
void        pf_studio_field_editor_record       (PfStudioFieldEditor *self,
                                                 PfField             *target);

/* Undo and redo of the strokes, clears and pastes on the fields of the
 * well shown; each emits #PfStudioFieldEditor::changed. Another well's
 * field (pf_studio_field_editor_set_field()) starts a new history. */
gboolean    pf_studio_field_editor_undo         (PfStudioFieldEditor *self);
gboolean    pf_studio_field_editor_redo         (PfStudioFieldEditor *self);
gboolean    pf_studio_field_editor_can_undo     (PfStudioFieldEditor *self);
gboolean    pf_studio_field_editor_can_redo     (PfStudioFieldEditor *self);

/**
 * pf_studio_field_editor_import:
 * @self: an editor
 * @text: a fumen or TetriNET field string
 *
 * Replaces the edited field with @text (fitted to its well) or, when
 * @text is bad, shows what is wrong and where and keeps the field.
 *
 * Returns: whether the field was replaced
 */
gboolean    pf_studio_field_editor_import       (PfStudioFieldEditor *self,
                                                 const char          *text);

/**
 * pf_studio_field_editor_show_message:
 * @self: an editor
 * @message: (nullable): a message, or %NULL to hide it
 * @is_error: whether it reports an error
 */
void        pf_studio_field_editor_show_message (PfStudioFieldEditor *self,
                                                 const char          *message,
                                                 gboolean             is_error);
/* The message shown, or NULL; for tests. */
const char *pf_studio_field_editor_get_message  (PfStudioFieldEditor *self);

G_END_DECLS
