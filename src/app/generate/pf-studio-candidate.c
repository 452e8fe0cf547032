/* pf-studio-candidate.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "pf-studio-candidate.h"

struct _PfStudioCandidate
{
  GObject     parent_instance;

  PfTriLevel *level;
  guint       number;
  char       *joined;       /* the item path of its copy in the pack, or NULL */
};

G_DEFINE_FINAL_TYPE (PfStudioCandidate, pf_studio_candidate, G_TYPE_OBJECT)

static void
pf_studio_candidate_finalize (GObject *object)
{
  PfStudioCandidate *self = PF_STUDIO_CANDIDATE (object);

  g_clear_pointer (&self->level, pf_tri_level_free);
  g_clear_pointer (&self->joined, g_free);
  G_OBJECT_CLASS (pf_studio_candidate_parent_class)->finalize (object);
}

static void
pf_studio_candidate_class_init (PfStudioCandidateClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = pf_studio_candidate_finalize;
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
