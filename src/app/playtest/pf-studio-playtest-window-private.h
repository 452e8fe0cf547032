/* pf-studio-playtest-window-private.h: the playtest window's state, shared by its four files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * pf-studio-playtest-window.c holds the window: its modes (paused, editing,
 * the well), actions and project;
 * pf-studio-playtest-play.c drives the game (keys, the frame clock);
 * pf-studio-playtest-hud.c shows it (fields, hold, next, specials, numbers);
 * pf-studio-playtest-shell.c starts and shows the Rotatris shell game.
 */
#pragma once

#include "pf-studio-field-editor.h"
#include "pf-studio-field-view.h"
#include "pf-studio-keymap.h"
#include "pf-studio-playtest-window.h"
#include "pf-studio-shell-game-view.h"
#include "pf-tetrinet.h"

G_BEGIN_DECLS

#define PF_STUDIO_PLAYTEST_CLEAR_SHOWN 2000000  /* µs a line-clear caption stays */

struct _PfStudioPlaytestWindow
{
  AdwWindow            parent_instance;

  /* Template widgets */
  AdwWindowTitle      *window_title;
  GtkRevealer         *error_revealer;
  GtkLabel            *error_label;
  AdwToastOverlay     *toast_overlay;
  PfStudioFieldView   *field_view;
  PfStudioFieldView   *opponent_view;
  GtkDrawingArea      *hold_area;
  GtkDrawingArea      *next_area;
  GtkDrawingArea      *inventory_area;
  GtkLabel            *score_label;
  GtkLabel            *lines_label;
  GtkLabel            *level_label;
  GtkLabel            *time_label;
  GtkLabel            *clear_label;
  GtkLabel            *special_label;
  GtkLabel            *keys_label;
  GtkWidget           *left_column;
  GtkWidget           *right_column;
  GtkWidget           *specials_box;
  GtkWidget           *opponent_box;
  GtkWidget           *pause_box;
  GtkWidget           *game_over_box;
  GtkLabel            *game_over_title;
  GtkLabel            *game_over_label;
  GtkRevealer         *editor_revealer;
  PfStudioFieldEditor *editor;

  GtkWindow           *parent;       /* weak: the project's window */
  PfDocument          *document;
  char                *selected;     /* the item being edited when it opened */
  PfPlaytestSettings  *settings;     /* a copy of the project's, or the defaults */
  PfWellKind           well;
  PfField              start[2];     /* the starting field of each well */
  PfField              opponent_start;
  PfField              opponent;
  PfGame              *game;

  gboolean             paused;
  gboolean             editing;
  gint64               last_frame;
  gboolean             waiting;        /* a new game waits for the player's first key */
  gint64               elapsed;
  gint64               clear_until;
  guint                shown_pieces;  /* the pieces locked when the caption was last set */

  PfStudioKeymap       keymap;
  gboolean             held[PF_STUDIO_N_PLAY_KEYS];
  guint                held_code[PF_STUDIO_N_PLAY_KEYS];

  /* The Rotatris shell game: the "shell" mode beside the two wells */
  gboolean               shell;
  PfShellGame           *shell_game;
  PfStudioShellGameView *shell_view;
  GtkLabel              *lines_heading;
  GtkLabel              *level_heading;
  char                  *shell_source;   /* the layout the structure came from */
  PfShellBoard          *shell_start;    /* the structure as the game began */
};

/* What the last lock of a mode's game cleared, as a caption, or NULL. */
typedef char *(*PfStudioCaptionFunc) (gconstpointer game);

G_GNUC_INTERNAL void        pf_studio_playtest_window_init_hud       (PfStudioPlaytestWindow *self);
/* The engine of the current mode's game, or NULL: every mode's piece, keys
 * and actions are its engine's. */
G_GNUC_INTERNAL PfPlayEngine *pf_studio_playtest_window_engine       (PfStudioPlaytestWindow *self);
/* Adds the key controller, the frame clock's tick and the focus handler. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_init_play      (PfStudioPlaytestWindow *self);
/* Whether the game of the current mode is still on, paused or not. */
G_GNUC_INTERNAL gboolean    pf_studio_playtest_window_playing        (PfStudioPlaytestWindow *self);
/* Starts the current mode's game afresh, from its starting field or structure. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_new_game       (PfStudioPlaytestWindow *self);
G_GNUC_INTERNAL void        pf_studio_playtest_window_set_paused     (PfStudioPlaytestWindow *self,
                                                                      gboolean                paused);
G_GNUC_INTERNAL void        pf_studio_playtest_window_set_editing    (PfStudioPlaytestWindow *self,
                                                                      gboolean                editing);
/* Lets go of every held key, in the window and the games. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_release_keys   (PfStudioPlaytestWindow *self);
/* Shows the game (or the starting field while editing) in every view. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_sync           (PfStudioPlaytestWindow *self);
G_GNUC_INTERNAL void        pf_studio_playtest_window_update_actions (PfStudioPlaytestWindow *self);
G_GNUC_INTERNAL const char *pf_studio_playtest_special_name          (PfSpecial               special);

/* What every mode shows the same way, in pf-studio-playtest-hud.c */
/* Sets a label's text, only when it changed (labels relayout when set). */
G_GNUC_INTERNAL void        pf_studio_playtest_set_label             (GtkLabel               *label,
                                                                      const char             *text);
/* The score, the mode's two figures (lines and level, or clears and the
 * fall interval) and the time played. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_show_numbers   (PfStudioPlaytestWindow *self,
                                                                      guint64                 score,
                                                                      const char             *lines,
                                                                      const char             *level);
/* Once @pieces (the pieces locked) moved on, shows the caption of the
 * last lock's clears for a while; clears it when its time is up. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_show_caption   (PfStudioPlaytestWindow *self,
                                                                      guint                   pieces,
                                                                      PfStudioCaptionFunc     caption,
                                                                      gconstpointer           game);
/* The pause veil, or the end of the game when @state is not playing:
 * @reason says why, or NULL for the wells' words for @state. */
G_GNUC_INTERNAL void        pf_studio_playtest_window_show_state     (PfStudioPlaytestWindow *self,
                                                                      PfPlayState             state,
                                                                      const char             *reason);

/* The shell mode, in pf-studio-playtest-shell.c */
/* Whether a shell game exists and is still playing. */
G_GNUC_INTERNAL gboolean    pf_studio_playtest_shell_playing         (PfStudioPlaytestWindow *self);
/* Starts a game on the studio's selected (or first) shell layout. */
G_GNUC_INTERNAL void        pf_studio_playtest_shell_new_game        (PfStudioPlaytestWindow *self);
/* Whether the shell game under way began from the layout @selected names,
 * as that layout is now. */
G_GNUC_INTERNAL gboolean    pf_studio_playtest_shell_started_from    (PfStudioPlaytestWindow *self,
                                                                      const char             *selected);
/* Shows the shell game: its view, numbers and state. */
G_GNUC_INTERNAL void        pf_studio_playtest_shell_sync            (PfStudioPlaytestWindow *self);

G_END_DECLS
