/** Leaving the back office for the patient app (a full page load: it is another entry). */
export const patientApp = {
  open(path: string): void {
    window.location.assign(path);
  },
};
