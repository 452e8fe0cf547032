/* pf-studio-generate-dialog.h: generate harder levels into a pack, in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-studio-window.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_GENERATE_DIALOG (pf_studio_generate_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioGenerateDialog, pf_studio_generate_dialog, PF_STUDIO,
                      GENERATE_DIALOG, AdwWindow)

/**
 * pf_studio_generate_dialog_new:
 * @window: the studio window whose project holds the pack
 * @pack_id: the pack to generate into
 *
 * Returns: (transfer full): a dialog that runs the mutation generator from
 *   one of the pack's levels and appends the result to the pack
 */
PfStudioGenerateDialog *pf_studio_generate_dialog_new      (PfStudioWindow         *window,
                                                            const char             *pack_id);

/* Starts generating with the values in the dialog; ::finished follows. */
void                    pf_studio_generate_dialog_start    (PfStudioGenerateDialog *self);
void                    pf_studio_generate_dialog_set_rounds (PfStudioGenerateDialog *self,
                                                              guint                   rounds,
                                                              guint                   trials);

G_END_DECLS
