/* pf-studio-candidate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-candidate.h"

#include "pf-tri-measure.h"

struct _PfStudioCandidate
{
  GObject     parent_instance;

  PfTriLevel *level;
  guint       number;
  char       *joined;       /* the item path of its copy in the pack, or NULL */
};

G_DEFINE_FINAL_TYPE (PfStudioCandidate, pf_studio_candidate, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_MEASURED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Whether its figures go beyond the moves and states the search found */
static gboolean
is_measured (PfStudioCandidate *self)
{
  return self->level->figures.steps >= 0 && self->level->figures.difficulty >= 0;
}

static void
pf_studio_candidate_finalize (GObject *object)
{
  PfStudioCandidate *self = PF_STUDIO_CANDIDATE (object);

  g_clear_pointer (&self->level, pf_tri_level_free);
  g_clear_pointer (&self->joined, g_free);
  G_OBJECT_CLASS (pf_studio_candidate_parent_class)->finalize (object);
}

static void
pf_studio_candidate_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  PfStudioCandidate *self = PF_STUDIO_CANDIDATE (object);

  switch (prop_id)
    {
    case PROP_MEASURED:
      g_value_set_boolean (value, is_measured (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pf_studio_candidate_class_init (PfStudioCandidateClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pf_studio_candidate_finalize;
  object_class->get_property = pf_studio_candidate_get_property;

  /**
   * PfStudioCandidate:measured:
   *
   * Whether the level's figures are all known: a candidate found as the
   * search was stopped has only its moves and states until it is measured.
   */
  properties[PROP_MEASURED] =
    g_param_spec_boolean ("measured", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pf_studio_candidate_init (PfStudioCandidate *self)
{
}

PfStudioCandidate *
pf_studio_candidate_new (const PfTriLevel *level,
                         guint             number)
{
  PfStudioCandidate *self = g_object_new (PF_STUDIO_TYPE_CANDIDATE, NULL);

  self->level = pf_tri_level_copy (level);
  self->number = number;
  return self;
}

const PfTriLevel *
pf_studio_candidate_get_level (PfStudioCandidate *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_CANDIDATE (self), NULL);
  return self->level;
}

guint
pf_studio_candidate_get_number (PfStudioCandidate *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_CANDIDATE (self), 0);
  return self->number;
}

const char *
pf_studio_candidate_get_joined (PfStudioCandidate *self)
{
  g_return_val_if_fail (PF_STUDIO_IS_CANDIDATE (self), NULL);
  return self->joined;
}

void
pf_studio_candidate_set_joined (PfStudioCandidate *self,
                                const char        *path)
{
  g_return_if_fail (PF_STUDIO_IS_CANDIDATE (self));
  g_free (self->joined);
  self->joined = g_strdup (path);
}

void
pf_studio_candidate_complete_figures (PfStudioCandidate  *self,
                                      const PfTriFigures *figures)
{
  g_return_if_fail (PF_STUDIO_IS_CANDIDATE (self));
  g_return_if_fail (figures != NULL);

  if (pf_tri_figures_complete (&self->level->figures, figures))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_MEASURED]);
}
