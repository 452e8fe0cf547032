/* pf-studio-shell-preview.h: the layout editor's clear simulation, a preview beside the layout
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "pf-shell.h"
#include "pf-shell-layout.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_SHELL_PREVIEW (pf_studio_shell_preview_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioShellPreview, pf_studio_shell_preview, PF_STUDIO, SHELL_PREVIEW,
                      GObject)

PfStudioShellPreview *pf_studio_shell_preview_new          (void);

/* Starts over from @layout (nullable), unless the preview started from the
 * very same cells: then it goes on. */
void                  pf_studio_shell_preview_sync         (PfStudioShellPreview *self,
                                                            const PfShellLayout  *layout);
void                  pf_studio_shell_preview_reset        (PfStudioShellPreview *self);
/* One half-step: remove full shells and score, or collapse them. */
void                  pf_studio_shell_preview_step         (PfStudioShellPreview *self);
/* Steps until no shell is full. */
void                  pf_studio_shell_preview_run          (PfStudioShellPreview *self);

/* Whether the preview has moved away from the layout (it is shown instead). */
gboolean              pf_studio_shell_preview_get_active   (PfStudioShellPreview *self);
gboolean              pf_studio_shell_preview_can_step     (PfStudioShellPreview *self);
/* Whether the simulated board differs from the layout, so applying it changes something. */
gboolean              pf_studio_shell_preview_get_changed  (PfStudioShellPreview *self);
const PfShellSim     *pf_studio_shell_preview_get_sim      (PfStudioShellPreview *self);
/* The simulated board as a layout to draw, or %NULL when not active. */
const PfShellLayout  *pf_studio_shell_preview_get_layout   (PfStudioShellPreview *self);
/* The shells just removed and not yet collapsed, bit s for shell s. */
guint64               pf_studio_shell_preview_get_removed  (PfStudioShellPreview *self);
/* "Score 120 · 1 clear · fall interval 0.59 s" */
char                 *pf_studio_shell_preview_dup_summary  (PfStudioShellPreview *self);
/* What the last step did, or a hint on what to do next. */
const char           *pf_studio_shell_preview_get_message  (PfStudioShellPreview *self);
void                  pf_studio_shell_preview_set_message  (PfStudioShellPreview *self,
                                                            const char           *message);

G_END_DECLS
