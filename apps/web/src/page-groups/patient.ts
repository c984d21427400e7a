// Page group "patient": the signed-in patient's home and the patient choice.
export { PatientSelectPage } from '../routes/patient-select/PatientSelectPage';
export { PatientEntryPage } from '../routes/patient-entry/PatientEntryPage';
export { DashboardPage } from '../routes/dashboard/DashboardPage';
