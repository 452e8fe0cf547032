/* pf-studio-keymap.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_LOG_DOMAIN "pf-studio-keymap"

#include <glib/gi18n.h>

#include "pf-studio-keymap.h"
#include "pf-studio-settings.h"

typedef struct
{
  const char *setting;        /* nullable: fixed keys only */
  guint       keyvals[PF_STUDIO_KEYMAP_SLOTS];
} KeyDefault;

/* Slot 0 is the default of the setting; the rest are fixed alternatives. */
static const KeyDefault defaults[PF_STUDIO_N_PLAY_KEYS] = {
  [PF_STUDIO_PLAY_LEFT]             = { "key-move-left", { GDK_KEY_Left, GDK_KEY_KP_Left } },
  [PF_STUDIO_PLAY_RIGHT]            = { "key-move-right", { GDK_KEY_Right, GDK_KEY_KP_Right } },
  [PF_STUDIO_PLAY_SOFT_DROP]        = { "key-soft-drop", { GDK_KEY_Down, GDK_KEY_KP_Down } },
  [PF_STUDIO_PLAY_HARD_DROP]        = { "key-hard-drop", { GDK_KEY_space } },
  [PF_STUDIO_PLAY_ROTATE_CW]        = { "key-rotate-cw", { GDK_KEY_Up, GDK_KEY_x, GDK_KEY_KP_Up } },
  [PF_STUDIO_PLAY_ROTATE_CCW]       = { "key-rotate-ccw", { GDK_KEY_z } },
  [PF_STUDIO_PLAY_HOLD]             = { "key-hold", { GDK_KEY_c, GDK_KEY_Shift_L, GDK_KEY_Shift_R } },
  [PF_STUDIO_PLAY_STRUCTURE_CW]     = { "key-rotate-structure-cw", { GDK_KEY_d } },
  [PF_STUDIO_PLAY_STRUCTURE_CCW]    = { "key-rotate-structure-ccw", { GDK_KEY_a } },
  [PF_STUDIO_PLAY_SPECIAL_SELF]     = { "key-special", { GDK_KEY_1, GDK_KEY_KP_1 } },
  [PF_STUDIO_PLAY_SPECIAL_OPPONENT] = { "key-special-opponent", { GDK_KEY_2, GDK_KEY_KP_2 } },
  [PF_STUDIO_PLAY_PAUSE]            = { NULL, { GDK_KEY_Escape, GDK_KEY_p, GDK_KEY_Pause } },
  [PF_STUDIO_PLAY_RESTART]          = { NULL, { GDK_KEY_r, GDK_KEY_F2 } },
};

static gboolean
has_key (GSettings  *settings,
         const char *key)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  if (settings == NULL || key == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

void
pf_studio_keymap_load (PfStudioKeymap *keymap)
{
  GSettings *settings = pf_studio_settings_get ();

  for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
    {
      for (guint s = 0; s < PF_STUDIO_KEYMAP_SLOTS; s++)
        keymap->keyvals[k][s] = defaults[k].keyvals[s];

      if (has_key (settings, defaults[k].setting))
        {
          g_autofree char *accel = g_settings_get_string (settings, defaults[k].setting);
          guint keyval = 0;
          GdkModifierType mods = 0;

          if (gtk_accelerator_parse (accel, &keyval, &mods) && keyval != 0)
            keymap->keyvals[k][0] = gdk_keyval_to_lower (keyval);
          else
            g_debug ("Ignoring the unusable key “%s” for %s", accel, defaults[k].setting);
        }
    }
}

PfStudioPlayKey
pf_studio_keymap_lookup (const PfStudioKeymap *keymap,
                         guint                 keyval)
{
  guint lower = gdk_keyval_to_lower (keyval);

  if (lower == 0)
    return PF_STUDIO_PLAY_NONE;
  for (guint s = 0; s < PF_STUDIO_KEYMAP_SLOTS; s++)
    for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
      if (keymap->keyvals[k][s] == lower)
        return (PfStudioPlayKey) k;
  return PF_STUDIO_PLAY_NONE;
}

/* The label of each play key's own binding (slot 0), for the hint lines. */
typedef struct
{
  char *of[PF_STUDIO_N_PLAY_KEYS];
} KeyLabels;

static void
key_labels_init (KeyLabels            *labels,
                 const PfStudioKeymap *keymap)
{
  for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
    labels->of[k] = gtk_accelerator_get_label (keymap->keyvals[k][0], 0);
}

static void
key_labels_clear (KeyLabels *labels)
{
  for (guint k = 0; k < PF_STUDIO_N_PLAY_KEYS; k++)
    g_clear_pointer (&labels->of[k], g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (KeyLabels, key_labels_clear)

char *
pf_studio_keymap_describe (const PfStudioKeymap *keymap,
                           gboolean              tetrinet)
{
  g_auto(KeyLabels) key = { { NULL, } };
  GString *text = g_string_new (NULL);

  key_labels_init (&key, keymap);
  /* Translators: a hint line; each %s is a key name */
  g_string_append_printf (text, _("%s %s move · %s soft drop · %s hard drop · %s / X rotate · "
                                  "%s rotate back · %s / Shift hold · Esc pause · R restart"),
                          key.of[PF_STUDIO_PLAY_LEFT], key.of[PF_STUDIO_PLAY_RIGHT],
                          key.of[PF_STUDIO_PLAY_SOFT_DROP], key.of[PF_STUDIO_PLAY_HARD_DROP],
                          key.of[PF_STUDIO_PLAY_ROTATE_CW], key.of[PF_STUDIO_PLAY_ROTATE_CCW],
                          key.of[PF_STUDIO_PLAY_HOLD]);
  if (tetrinet)
    g_string_append_printf (text, _(" · %s special on self · %s on opponent"),
                            key.of[PF_STUDIO_PLAY_SPECIAL_SELF],
                            key.of[PF_STUDIO_PLAY_SPECIAL_OPPONENT]);
  return g_string_free (text, FALSE);
}

char *
pf_studio_keymap_describe_shell (const PfStudioKeymap *keymap)
{
  g_auto(KeyLabels) key = { { NULL, } };

  key_labels_init (&key, keymap);
  /* Translators: a hint line; each %s is a key name */
  return g_strdup_printf (_("%s %s move · %s soft drop · %s hard drop · %s / X rotate · "
                            "%s rotate back · %s / %s turn the structure · %s hold · Esc pause · "
                            "R restart"),
                          key.of[PF_STUDIO_PLAY_LEFT], key.of[PF_STUDIO_PLAY_RIGHT],
                          key.of[PF_STUDIO_PLAY_SOFT_DROP], key.of[PF_STUDIO_PLAY_HARD_DROP],
                          key.of[PF_STUDIO_PLAY_ROTATE_CW], key.of[PF_STUDIO_PLAY_ROTATE_CCW],
                          key.of[PF_STUDIO_PLAY_STRUCTURE_CCW],
                          key.of[PF_STUDIO_PLAY_STRUCTURE_CW], key.of[PF_STUDIO_PLAY_HOLD]);
}

/* A timing the user set in the preferences wins over the project's; with
 * no project, the preferences' default does too. */
static void
take_user_timing (GSettings  *gsettings,
                  const char *key,
                  gboolean    from_project,
                  guint      *value)
{
  g_autoptr(GVariant) user = NULL;

  if (!has_key (gsettings, key))
    return;
  user = g_settings_get_user_value (gsettings, key);
  if (user != NULL || !from_project)
    *value = g_settings_get_uint (gsettings, key);
}

void
pf_studio_playtest_timing (const PfPlaytestSettings *settings,
                           guint                    *das_ms,
                           guint                    *arr_ms)
{
  GSettings *gsettings = pf_studio_settings_get ();

  *das_ms = settings != NULL ? settings->das_ms : 167;
  *arr_ms = settings != NULL ? settings->arr_ms : 33;
  take_user_timing (gsettings, "das-ms", settings != NULL, das_ms);
  take_user_timing (gsettings, "arr-ms", settings != NULL, arr_ms);
}
