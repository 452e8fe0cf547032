/* pf-playtest-settings.h: the <playtest> element: well, seed, rotation system, specials
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "pf-extensions.h"

G_BEGIN_DECLS

typedef enum
{
  PF_WELL_GUIDELINE,
  PF_WELL_TETRINET,
} PfWellKind;

typedef enum
{
  PF_SPECIALS_GTETRINET,
  PF_SPECIALS_ITETRINET,
} PfSpecialsMethod;

/* The nine specials, in this order: a c n r s b g q o */
#define PF_N_SPECIALS 9
#define PF_SPECIAL_LETTERS "acnrsbgqo"

typedef struct
{
  PfWellKind        well;
  guint64           seed;
  char             *rotation_system;   /* "srs" */
  guint             das_ms;
  guint             arr_ms;
  PfSpecialsMethod  method;
  guint             frequencies[PF_N_SPECIALS]; /* percent, sum 100 */
  guint             lines_per_special;
  guint             specials_per_award;
  guint             inventory_capacity;
  char             *field_format;      /* nullable: "tetrinet" or "fumen" */
  char             *field;             /* nullable */
  PfExtensions     *ext;
  guint             line;
} PfPlaytestSettings;

/**
 * pf_playtest_settings_new:
 *
 * Returns: (transfer full): settings with the classic defaults: guideline
 *   well, SRS, DAS 167 ms, ARR 33 ms, the TetriNET default frequencies
 *   a:32 c:18 n:1 r:11 s:3 b:14 g:1 q:6 o:14, one line per special, one
 *   special per award and an inventory of 18.
 */
PfPlaytestSettings *pf_playtest_settings_new  (void);
PfPlaytestSettings *pf_playtest_settings_copy (const PfPlaytestSettings *settings);
void                pf_playtest_settings_free (PfPlaytestSettings       *settings);

/**
 * pf_specials_frequencies_parse:
 * @text: a list such as "a:32,c:18,n:1,…"
 * @frequencies: (out caller-allocates): PF_N_SPECIALS percentages
 * @error: return location for a #PF_ERROR_INVALID error
 *
 * Parses a frequency list. Specials not named get 0; the sum must be 100.
 *
 * Returns: %TRUE on success
 */
gboolean pf_specials_frequencies_parse  (const char *text,
                                         guint      *frequencies,
                                         GError    **error);
char    *pf_specials_frequencies_format (const guint *frequencies);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PfPlaytestSettings, pf_playtest_settings_free)

G_END_DECLS
