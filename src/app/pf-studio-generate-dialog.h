/* pf-studio-generate-dialog.h: generate harder levels into a pack, in the background
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "pf-document.h"

G_BEGIN_DECLS

#define PF_STUDIO_TYPE_GENERATE_DIALOG (pf_studio_generate_dialog_get_type ())

G_DECLARE_FINAL_TYPE (PfStudioGenerateDialog, pf_studio_generate_dialog, PF_STUDIO,
                      GENERATE_DIALOG, AdwWindow)

/**
 * pf_studio_generate_dialog_new:
 * @parent: the window it belongs to
 * @document: the document whose project holds the pack
 * @pack_path: the pack to generate into
 *
 * Returns: (transfer full): a dialog that runs the mutation generator from
 *   one of the pack's levels and appends the result to the pack
 */
PfStudioGenerateDialog *pf_studio_generate_dialog_new      (GtkWindow              *parent,
                                                            PfDocument             *document,
                                                            const char             *pack_path);

/* Starts generating with the values in the dialog; ::finished follows. */
void                    pf_studio_generate_dialog_start    (PfStudioGenerateDialog *self);
void                    pf_studio_generate_dialog_set_rounds (PfStudioGenerateDialog *self,
                                                              guint                   rounds,
                                                              guint                   trials);

G_END_DECLS
